-- The events waiting list (issue #13, docs/events.md): a member who finds an event full waits for a place.
-- AlterEnum
ALTER TYPE "AttendeeStatus" ADD VALUE 'waiting';

-- CreateIndex
CREATE INDEX "EventAttendee_eventId_status_createdAt_idx" ON "EventAttendee"("eventId", "status", "createdAt");

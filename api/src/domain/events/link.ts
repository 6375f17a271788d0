/**
 * Generate Link (GET /api/events/:id/link, generateEventLink): the host's shareable address of the event, the
 * event page itself (`{PUBLIC_URL}/events/{id}`). Nothing is stored: whoever opens it still needs to sign in and
 * to be allowed to see the event (a private event stays private to its host, attendees and invitees).
 */
import type { Services } from '../services.js';
import { requireEventHost } from './policy.js';

export const eventUrl = (publicUrl: string, eventId: string) => `${publicUrl}/events/${eventId}`;

export async function eventLink({ prisma, config }: Services, viewerId: string, rawEventId: unknown): Promise<string> {
  const { event } = await requireEventHost(prisma, viewerId, rawEventId);
  return eventUrl(config.publicUrl, event.id);
}

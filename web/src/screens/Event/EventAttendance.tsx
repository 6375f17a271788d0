/**
 * What the viewer can do about taking part: Attend, or 'Event Full' (disabled) with Join
 * Waiting List at capacity (an invitee's too); Leave while attending; his place on the waiting list and Leave
 * Waiting List; Accept / Decline an invitation. Once the event is past every button is disabled: the attendee's reads 'Event Completed'
 * (he took part), everyone else's 'Event Ended'. The host does not attend his own event.
 */
import { Check, CircleCheck, Clock3, Crown, LogOut, TicketCheck, UserRoundPlus, X } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EventAttendance_event$key } from '../../__generated__/EventAttendance_event.graphql';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast/toast-store';
import { useAnswerEventInvitation } from '../../events/useAnswerEventInvitation';
import { timeStatus, waitlistLabel } from '../../lib/events';
import { MutationError } from '../../relay/mutation';
import { navigate } from '../../router/history';
import { useEventAttendance } from './useEventAttendance';

export function EventAttendance({ event, onChanged }: { event: EventAttendance_event$key; onChanged: () => void }) {
  const data = useFragment(
    graphql`
      fragment EventAttendance_event on Event {
        id
        startDate
        viewerStatus
        isFull
        hasEnded
        attendeeCount
        maxAttendees
        waitlistCount
        waitlistPosition
        viewerInvitation {
          id
        }
      }
    `,
    event,
  );
  const { attend, joinWaitlist, leave, busy } = useEventAttendance();
  const invitation = useAnswerEventInvitation();
  const ended = data.hasEnded || timeStatus(data.startDate) === 'Past';

  async function run(action: () => Promise<unknown>, success: () => void, failure: (message: string) => void) {
    try {
      await action();
      success();
      onChanged();
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      failure((error as Error).message);
    }
  }

  const onAttend = () =>
    run(
      () => attend(data.id),
      () => toast({ title: 'Event joined!' }),
      () => toast({ title: 'Error', description: 'Failed to join event. Please try again.', variant: 'destructive' }),
    );
  const onWaitlist = () =>
    run(
      async () => {
        const position = await joinWaitlist(data.id);
        toast({
          title: 'Added to the waiting list',
          ...(position ? { description: `${waitlistLabel(position)}.` } : {}),
        });
      },
      () => undefined,
      (message) => toast({ title: 'Failed to join the waiting list', description: message, variant: 'destructive' }),
    );
  const onLeave = (waiting: boolean) =>
    run(
      async () => {
        // A private event he only attended is hidden from him now: back to the listing.
        if (!(await leave(data.id))) navigate('/events');
      },
      () => toast({ title: waiting ? 'Left the waiting list' : 'Left event' }),
      (message) => toast({ title: 'Failed to leave event', description: message, variant: 'destructive' }),
    );
  const onAnswer = async (invitationId: string, accepted: boolean) => {
    if (await invitation.answer(invitationId, accepted)) onChanged();
  };

  const status = data.viewerStatus;
  if (status === 'HOST') {
    return (
      <Badge className="h-9 px-3 text-sm">
        <Crown aria-hidden />
        {ended ? 'You hosted this event' : 'You are hosting'}
      </Badge>
    );
  }
  if (ended) {
    return (
      <Button variant="secondary" disabled>
        {status === 'ATTENDING' ? <CircleCheck aria-hidden /> : <Clock3 aria-hidden />}
        {status === 'ATTENDING' ? 'Event Completed' : 'Event Ended'}
      </Button>
    );
  }
  if (status === 'ATTENDING') {
    return (
      <>
        <Badge className="h-9 px-3 text-sm">
          <CircleCheck aria-hidden />
          Attending
        </Badge>
        <Button variant="outline" loading={busy} onClick={() => void onLeave(false)}>
          {!busy && <LogOut aria-hidden />}
          Leave Event
        </Button>
      </>
    );
  }
  if (status === 'WAITING') {
    return (
      <>
        <p role="status" className="text-sm font-semibold text-ink">
          {data.waitlistPosition ? waitlistLabel(data.waitlistPosition) : 'You are on the waiting list'}
        </p>
        <Button variant="outline" loading={busy} onClick={() => void onLeave(true)}>
          {!busy && <LogOut aria-hidden />}
          Leave Waiting List
        </Button>
      </>
    );
  }
  const pending = data.viewerInvitation;
  const decline = pending && (
    <Button variant="outline" disabled={invitation.busy} onClick={() => void onAnswer(pending.id, false)}>
      <X aria-hidden />
      Decline
    </Button>
  );
  if (data.isFull) {
    // Full: the invitee too may only wait for a place (which answers his invitation).
    return (
      <>
        {pending && <p className="text-sm font-medium text-stone-700">You are invited to this event.</p>}
        <Button disabled>Event Full</Button>
        <Button variant="outline" loading={busy} onClick={() => void onWaitlist()}>
          {!busy && <UserRoundPlus aria-hidden />}
          Join Waiting List
        </Button>
        {decline}
        {data.waitlistCount > 0 && <p className="text-sm text-stone-600">{`${data.waitlistCount} waiting`}</p>}
      </>
    );
  }
  if (pending) {
    return (
      <>
        <p className="text-sm font-medium text-stone-700">You are invited to this event.</p>
        <Button disabled={invitation.busy} onClick={() => void onAnswer(pending.id, true)}>
          <Check aria-hidden />
          Accept
        </Button>
        {decline}
      </>
    );
  }
  return (
    <Button loading={busy} onClick={() => void onAttend()}>
      {!busy && <TicketCheck aria-hidden />}
      Attend Event
    </Button>
  );
}

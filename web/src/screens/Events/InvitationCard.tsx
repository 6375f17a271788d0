/**
 * An invitation in Invited Events: the event (title opening its page, at most 2 categories plus '+N', date, time,
 * place and attendance), who invited the viewer, and Accept / Decline.
 */
import { Check, X } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { InvitationCard_invitation$key } from '../../__generated__/InvitationCard_invitation.graphql';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CategoryBadges } from '../../events/CategoryBadges';
import { EventFacts } from '../../events/EventFacts';
import { TimeStatusBadge } from '../../events/TimeStatusBadge';
import { useAnswerEventInvitation } from '../../events/useAnswerEventInvitation';
import { displayName } from '../../lib/display-name';
import { Link } from '../../router/Link';

interface Props {
  invitation: InvitationCard_invitation$key;
  /** The Invited Events list the answered invitation leaves. */
  connections: readonly string[];
  onAnswered: () => void;
}

export function InvitationCard({ invitation, connections, onAnswered }: Props) {
  const data = useFragment(
    graphql`
      fragment InvitationCard_invitation on EventInvitation {
        id
        inviter {
          username
          firstName
          lastName
        }
        event {
          databaseId
          title
          startDate
          isVirtual
          categories
          ...EventFacts_event
        }
      }
    `,
    invitation,
  );
  const { answer, busy } = useAnswerEventInvitation(connections);
  const event = data.event;

  async function respond(accepted: boolean) {
    if (await answer(data.id, accepted)) onAnswered();
  }

  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <h3 className="text-lg font-bold text-ink">
        <Link
          to={`/events/${event.databaseId}`}
          className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {event.title}
        </Link>
      </h3>
      {data.inviter && <p className="text-sm text-stone-600">{`Invited by ${displayName(data.inviter)}`}</p>}
      <div className="flex flex-wrap gap-1.5">
        <TimeStatusBadge startDate={event.startDate} />
        <Badge variant="secondary">{event.isVirtual ? 'Virtual' : 'In-Person'}</Badge>
      </div>
      <CategoryBadges categories={event.categories} />
      <EventFacts event={event} />
      <div className="mt-auto flex gap-2 border-t border-stone-100 pt-3">
        <Button
          size="sm"
          disabled={busy}
          onClick={() => void respond(true)}
          aria-label={`Accept the invitation to ${event.title}`}
        >
          <Check aria-hidden />
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => void respond(false)}
          aria-label={`Decline the invitation to ${event.title}`}
        >
          <X aria-hidden />
          Decline
        </Button>
      </div>
    </Card>
  );
}

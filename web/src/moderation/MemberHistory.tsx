/**
 * The member a queue item is about, for the moderator deciding: who (a link to their profile), their standing
 * (site role, suspended until when, with Lift suspension), the reports about them by outcome, and the latest
 * actions on them.
 */
import { graphql, useFragment } from 'react-relay/hooks';
import type { MemberHistory_item$key } from '../__generated__/MemberHistory_item.graphql';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { formatDate } from '../lib/dates';
import { Link } from '../router/Link';
import { actionDoneLabel, actorLabel, suspensionLabel } from './moderation-labels';

interface Props {
  item: MemberHistory_item$key;
  onLiftSuspension: (memberId: string) => void;
}

export function MemberHistory({ item, onLiftSuspension }: Props) {
  const { subject, history } = useFragment(
    graphql`
      fragment MemberHistory_item on ModerationQueueItem {
        subject {
          databaseId
          username
          firstName
          lastName
          profileImageUrl
        }
        history {
          role
          suspended
          suspendedUntil
          actionCount
          reports {
            open
            dismissed
            actioned
          }
          actions {
            databaseId
            action
            reason
            automatic
            commandLine
            moderatorUsername
            createdAt
          }
        }
      }
    `,
    item,
  );
  if (!subject || !history) return <p className="text-sm text-stone-600">The member's account was deleted.</p>;
  const suspension = suspensionLabel(history);
  return (
    <section aria-label="The member and their history" className="grid gap-3 rounded-lg bg-stone-50 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Avatar user={subject} src={subject.profileImageUrl} size="sm" alt="" />
        <Link to={`/profile/${subject.databaseId}`} className="font-semibold text-brand-700 hover:underline">
          {subject.username}
        </Link>
        {history.role !== 'member' && (
          <Badge variant="secondary">{history.role === 'admin' ? 'Admin' : 'Moderator'}</Badge>
        )}
        {suspension && <Badge variant="destructive">{suspension}</Badge>}
        {history.suspended && (
          <Button size="sm" variant="outline" onClick={() => onLiftSuspension(subject.databaseId)}>
            Lift suspension
          </Button>
        )}
      </div>
      <p className="text-stone-700">
        Reports about them: {history.reports.open} open, {history.reports.actioned} acted on,{' '}
        {history.reports.dismissed} dismissed.
      </p>
      {history.actions.length > 0 ? (
        <div>
          <p className="font-semibold text-stone-800">
            Moderation history
            {history.actionCount > history.actions.length &&
              ` (latest ${history.actions.length} of ${history.actionCount})`}
          </p>
          <ul className="mt-1 grid gap-1">
            {history.actions.map((entry) => (
              <li key={entry.databaseId} className="text-stone-700">
                <time dateTime={entry.createdAt}>{formatDate(new Date(entry.createdAt), 'date')}</time>:{' '}
                {actionDoneLabel(entry.action)} by {actorLabel(entry)}, “{entry.reason}”
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-stone-600">No moderation actions on them yet.</p>
      )}
    </section>
  );
}

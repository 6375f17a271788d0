/**
 * One reported thing in the queue: what it is, how many reported it and why, the content as reported beside the
 * content now, the member and their history, and the actions: Dismiss, Hide, Delete, Warn, Suspend (and Unhide
 * when it is hidden now). Each opens a dialog that asks for a reason.
 */
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { QueueItemCard_item$key } from '../__generated__/QueueItemCard_item.graphql';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { preloadOverlays } from '../components/Dialog';
import { formatDate } from '../lib/dates';
import { Link } from '../router/Link';
import { ActionDialog } from './ActionDialog';
import type { PendingAction } from './ActionForm';
import { MemberHistory } from './MemberHistory';
import { ModeratedContentView } from './ModeratedContentView';
import {
  hiddenLabel,
  reasonLabel,
  reportCountLabel,
  targetLabel,
  targetPath,
  type ModerationAction,
  type TargetType,
} from './moderation-labels';

const ON_THE_ITEM: { action: ModerationAction; label: string; contentOnly?: boolean }[] = [
  { action: 'dismiss', label: 'Dismiss' },
  { action: 'hide', label: 'Hide', contentOnly: true },
  { action: 'delete', label: 'Delete', contentOnly: true },
  { action: 'warn', label: 'Warn' },
  { action: 'suspend', label: 'Suspend' },
];

export function QueueItemCard({ item, onActed }: { item: QueueItemCard_item$key; onActed: () => void }) {
  const data = useFragment(
    graphql`
      fragment QueueItemCard_item on ModerationQueueItem {
        targetType
        targetId
        reportCount
        reasons
        lastReportedAt
        hidden
        snapshot {
          postId
          questionId
          ...ModeratedContentView_content
        }
        current {
          ...ModeratedContentView_content
        }
        subject {
          databaseId
        }
        ...MemberHistory_item
      }
    `,
    item,
  );
  const [pending, setPending] = useState<PendingAction | null>(null);
  const type = data.targetType as TargetType;
  const open = (action: ModerationAction, targetType = type, targetId = data.targetId) =>
    setPending({ action, targetType, targetId });
  const path = targetPath(type, data.targetId, data.snapshot.postId ?? data.snapshot.questionId);
  const hidden = hiddenLabel(data.hidden);
  const headingId = `queue-${data.targetType}-${data.targetId}`;

  return (
    <Card className="grid gap-4 p-4 sm:p-5" role="article" aria-labelledby={headingId}>
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base font-bold text-ink">
          {targetLabel(type)}
        </h3>
        <Badge variant="destructive">{reportCountLabel(data.reportCount)}</Badge>
        {hidden && <Badge variant="secondary">{hidden}</Badge>}
        <span className="text-xs text-stone-500">
          Last reported {formatDate(new Date(data.lastReportedAt), 'dateTime')}
        </span>
        {path && (
          <Link to={path} className="ml-auto text-sm font-semibold text-brand-700 hover:underline">
            Open {targetLabel(type).toLowerCase()}
          </Link>
        )}
      </header>
      <ul aria-label="Reasons" className="flex flex-wrap gap-1.5">
        {data.reasons.map((reason) => (
          <li key={reason}>
            <Badge variant="outline">{reasonLabel(reason)}</Badge>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-label="As reported" className="grid content-start gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">As reported</h4>
          <ModeratedContentView content={data.snapshot} />
        </section>
        <section aria-label="Now" className="grid content-start gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Now</h4>
          {data.current ? (
            <ModeratedContentView content={data.current} />
          ) : (
            <p className="text-sm text-stone-600">Deleted since.</p>
          )}
        </section>
      </div>
      <MemberHistory item={data} onLiftSuspension={(memberId) => open('lift_suspension', 'member', memberId)} />
      {/* biome-ignore lint/a11y/useSemanticElements: a <fieldset> would bring its own UA layout (min-inline-size: min-content, border, padding, legend); the div keeps the layout with the same group role and name */}
      <div
        role="group"
        aria-label="Actions"
        className="flex flex-wrap gap-2"
        onPointerEnter={preloadOverlays}
        onFocus={preloadOverlays}
      >
        {ON_THE_ITEM.filter((a) => !(a.contentOnly && type === 'member')).map(({ action, label }) => (
          <Button
            key={action}
            size="sm"
            variant={
              action === 'dismiss'
                ? 'outline'
                : action === 'delete' || action === 'suspend'
                  ? 'destructive'
                  : 'secondary'
            }
            disabled={!data.subject && (action === 'warn' || action === 'suspend')}
            onClick={() => open(action)}
          >
            {label}
          </Button>
        ))}
        {data.hidden && data.current && (
          <Button size="sm" variant="outline" onClick={() => open('unhide')}>
            Unhide
          </Button>
        )}
      </div>
      <ActionDialog pending={pending} onClose={() => setPending(null)} onDone={onActed} />
    </Card>
  );
}

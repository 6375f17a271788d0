/**
 * One audit log entry as a table row: who (a moderator, or "Automatic (reports)"), what (with how many sessions an
 * admin's account help ended), on what (a retried job by its kind), whose, why and when; a hiding can be undone
 * (Unhide) and a suspension lifted from here.
 */
import { graphql, useFragment } from 'react-relay/hooks';
import type { AuditEntryRow_entry$key } from '../__generated__/AuditEntryRow_entry.graphql';
import { Button } from '../components/Button';
import { formatDate } from '../lib/dates';
import { Link } from '../router/Link';
import {
  actionDoneLabel,
  actorLabel,
  sessionsEndedLabel,
  targetLabel,
  targetPath,
  type ModerationAction,
  type TargetType,
} from './moderation-labels';

interface Props {
  entry: AuditEntryRow_entry$key;
  onAction: (action: ModerationAction, targetType: TargetType, targetId: string) => void;
}

export function AuditEntryRow({ entry, onAction }: Props) {
  const data = useFragment(
    graphql`
      fragment AuditEntryRow_entry on ModerationAuditEntry {
        action
        automatic
        commandLine
        moderatorUsername
        targetType
        targetId
        subjectId
        subjectUsername
        reason
        message
        suspendedUntil
        permanent
        sessionsEnded
        jobName
        createdAt
      }
    `,
    entry,
  );
  const path = data.targetType && data.targetId ? targetPath(data.targetType, data.targetId) : null;
  const target = targetLabel(data.targetType);
  const undo =
    data.action === 'hide' && data.targetType && data.targetType !== 'member' && data.targetId
      ? { label: 'Unhide', run: () => onAction('unhide', data.targetType as TargetType, data.targetId!) }
      : data.action === 'suspend' && data.subjectId
        ? { label: 'Lift suspension', run: () => onAction('lift_suspension', 'member', data.subjectId!) }
        : null;
  return (
    <tr className="border-t border-stone-100 align-top">
      <td className="py-2 pr-3 font-medium">{actorLabel(data)}</td>
      <td className="py-2 pr-3">
        {actionDoneLabel(data.action)}
        {data.action === 'suspend' && (
          <span className="block text-xs text-stone-500">
            {data.permanent
              ? 'Permanently'
              : data.suspendedUntil && `Until ${formatDate(new Date(data.suspendedUntil), 'date')}`}
          </span>
        )}
        {data.sessionsEnded != null && (
          <span className="block text-xs text-stone-500">{sessionsEndedLabel(data.sessionsEnded)}</span>
        )}
      </td>
      <td className="py-2 pr-3">
        {data.jobName ? (
          <span className="break-words">Job {data.jobName}</span>
        ) : path ? (
          <Link to={path} className="text-brand-700 hover:underline">
            {target}
          </Link>
        ) : (
          target
        )}
      </td>
      <td className="py-2 pr-3">
        {data.subjectId && data.subjectUsername ? (
          <Link to={`/profile/${data.subjectId}`} className="text-brand-700 hover:underline">
            {data.subjectUsername}
          </Link>
        ) : (
          '—'
        )}
      </td>
      <td className="py-2 pr-3 break-words">
        {data.reason}
        {data.message && <span className="block text-xs text-stone-500">Told the member: “{data.message}”</span>}
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">
        <time dateTime={data.createdAt}>{formatDate(new Date(data.createdAt), 'dateTime')}</time>
      </td>
      <td className="py-2">
        {undo && (
          <Button size="sm" variant="outline" onClick={undo.run}>
            {undo.label}
          </Button>
        )}
      </td>
    </tr>
  );
}

import { cn } from '../lib/cn';

/** What moderation set on the viewer's own content (docs/moderation.md); others never receive hidden content. */
export type ModerationHidden = 'pending_review' | 'moderators' | '%future added value' | null | undefined;

/** The marker on the author's own hidden post, comment, message, group, event, channel, question or answer. */
export function ModerationHiddenNote({ hidden, className }: { hidden: ModerationHidden; className?: string }) {
  if (!hidden) return null;
  const text =
    hidden === 'pending_review'
      ? 'Hidden until a moderator reviews it: several members reported it. Only you can see it.'
      : 'Hidden by moderators: only you can see it.';
  return (
    <p role="note" className={cn('rounded-lg bg-red-50 px-3 py-1.5 text-xs font-semibold text-red-800', className)}>
      {text}
    </p>
  );
}

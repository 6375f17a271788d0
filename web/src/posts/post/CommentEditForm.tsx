import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { MentionTextarea } from '../../components/mentions/MentionTextarea';
import { toast } from '../../components/toast/toast-store';
import { clampComment, commentCounter, MAX_COMMENT_LENGTH } from './comment-limits';
import { useUpdateComment } from './useUpdateComment';

interface Props {
  commentId: string;
  content: string;
  onDone: () => void;
}

/** The comment author's inline edit: only non-empty trimmed text is saved. */
export function CommentEditForm({ commentId, content, onDone }: Props) {
  const [text, setText] = useState(content);
  const [update, isSaving] = useUpdateComment();
  const trimmed = text.trim();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    try {
      await update(commentId, trimmed);
      toast({ title: 'Comment updated successfully.' });
      onDone();
    } catch {
      toast({ title: 'Error', description: 'Failed to update comment. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <form aria-label="Edit comment" onSubmit={(event) => void save(event)} className="mt-1 grid gap-2">
      <MentionTextarea
        aria-label="Edit comment text"
        value={text}
        maxLength={MAX_COMMENT_LENGTH}
        onChange={(event) => setText(clampComment(event.target.value))}
        rows={2}
        autoFocus
      />
      <div className="flex items-center gap-2">
        <span className="text-xs text-stone-500 tabular-nums">{commentCounter(text)}</span>
        <Button variant="outline" size="sm" className="ml-auto" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!trimmed} loading={isSaving}>
          Save
        </Button>
      </div>
    </form>
  );
}

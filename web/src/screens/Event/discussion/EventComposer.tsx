/**
 * The Event Discussion composer: text with a 500-character counter (shown, not enforced:
 * the server takes up to 5,000); Post waits for non-blank text. The #tags written in the text are sent as the
 * post's hashtags (the first 5). 'Post created!'; a refusal reads 'Failed to create post' with the server's
 * reason, and the text stays.
 */
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { MentionTextarea } from '../../../components/mentions/MentionTextarea';
import { toast } from '../../../components/toast/toast-store';
import { cn } from '../../../lib/cn';
import { extractHashtags, MAX_HASHTAGS } from '../../../lib/hashtags';
import { MutationError } from '../../../relay/mutation';
import { usePostInEvent } from './usePostInEvent';

export const EVENT_POST_COUNTER = 500;

export function EventComposer({
  eventId,
  eventTitle,
  connectionId,
}: {
  eventId: string;
  eventTitle: string;
  connectionId: string;
}) {
  const [text, setText] = useState('');
  const [post, isPosting] = usePostInEvent(connectionId);
  const counterId = useId();
  const canPost = text.trim() !== '' && !isPosting;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canPost) return;
    try {
      await post({ eventId, content: text.trim(), hashtags: extractHashtags(text).slice(0, MAX_HASHTAGS) });
      setText('');
      toast({ title: 'Post created!' });
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      toast({ title: 'Failed to create post', description: (error as Error).message, variant: 'destructive' });
    }
  }

  return (
    <form className="grid gap-3" onSubmit={submit} aria-label="New event post">
      <MentionTextarea
        aria-label="Event post text"
        aria-describedby={counterId}
        placeholder={`Say something to everyone going to ${eventTitle}…`}
        value={text}
        readOnly={isPosting}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex items-center gap-3">
        <p
          id={counterId}
          className={cn(
            'text-xs tabular-nums',
            text.length > EVENT_POST_COUNTER ? 'font-semibold text-red-700' : 'text-stone-500',
          )}
        >
          {`${text.length}/${EVENT_POST_COUNTER}`}
        </p>
        <Button type="submit" size="sm" className="ml-auto" disabled={!canPost} loading={isPosting}>
          {!isPosting && <Send aria-hidden />}
          Post
        </Button>
      </div>
    </form>
  );
}

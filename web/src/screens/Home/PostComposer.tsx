/**
 * The Dadfeed composer: text, emoji, hashtags and a poll. Posting, the photo and the dad-joke helper need the
 * posts and jokes API (issue 4, being built): until it lands the Post button stays disabled and says so.
 */
import { ChartBar, Send } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Button } from '../../components/Button';
import { Textarea } from '../../components/Textarea';
import { EmojiPicker } from './EmojiPicker';
import { HashtagInput } from './HashtagInput';
import { PollEditor } from './PollEditor';
import { emptyPoll, type PollDraft } from './poll-draft';

export function PostComposer({ textRef }: { textRef?: Ref<HTMLTextAreaElement> }) {
  const [text, setText] = useState('');
  const [hashtags, setHashtags] = useState<string[]>([]);
  const [poll, setPoll] = useState<PollDraft | null>(null);

  return (
    <form className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm" onSubmit={(event) => event.preventDefault()} aria-label="New post">
      <Textarea
        ref={textRef}
        aria-label="Post text"
        placeholder="What's on your mind, Dad?"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <HashtagInput tags={hashtags} onChange={setHashtags} />
      {poll && <PollEditor poll={poll} onChange={setPoll} onCancel={() => setPoll(null)} />}
      <div className="flex flex-wrap items-center gap-1 border-t border-stone-100 pt-3">
        <EmojiPicker onPick={(emoji) => setText((current) => current + emoji)} />
        <Button
          variant="ghost"
          size="icon"
          aria-label={poll ? 'Remove poll' : 'Add poll'}
          aria-pressed={poll !== null}
          onClick={() => setPoll(poll ? null : emptyPoll())}
        >
          <ChartBar aria-hidden />
        </Button>
        <p id="composer-status" className="ml-auto text-xs text-stone-600">
          Posting opens shortly.
        </p>
        {/* PENDING(issue 4 posts API): submit with the text, hashtags and pollToSend(poll). */}
        <Button type="submit" size="sm" disabled aria-describedby="composer-status">
          <Send aria-hidden />
          Post
        </Button>
      </div>
    </form>
  );
}

/**
 * The Dadfeed composer: text, one photo, hashtags, a poll, emoji and the
 * dad-joke helper. Posting uploads the photo first (with progress), then creates the post, which appears at
 * the top of the feed; a refused photo opens the image-blocked modal and is dropped, the text stays.
 */
import { ChartBar, Send } from 'lucide-react';
import { Suspense, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../components/Button';
import { lazyComponent } from '../../components/lazy-component';
import { MentionTextarea } from '../../components/mentions/MentionTextarea';
import { DadJokeButton } from './composer/DadJokeButton';
import { PhotoButton } from '../../posts/composer/PhotoButton';
import { PhotoPreview } from '../../posts/composer/PhotoPreview';
import { hasSomethingToPost, newPostInput, withDadJokeTag } from './composer/post-draft';
import { useCreatePost } from './composer/useCreatePost';
import { reportPostFailure } from '../../posts/composer/report-post-failure';
import { usePhotoAttachment } from '../../posts/composer/usePhotoAttachment';
import { EmojiPicker } from '../../components/emoji/EmojiPicker';
import { HashtagInput } from '../../posts/HashtagInput';
import { emptyPoll, type PollDraft } from './poll-draft';

// Loaded as 'Add poll' is pointed at or focused.
const PollEditor = lazyComponent(
  () => import('./PollEditor'),
  (m) => m.PollEditor,
);

export function PostComposer({ textRef }: { textRef?: RefObject<HTMLTextAreaElement | null> }) {
  const ownTextRef = useRef<HTMLTextAreaElement>(null);
  const textField = textRef ?? ownTextRef;
  const [text, setText] = useState('');
  const [hashtags, setHashtags] = useState<string[]>([]);
  const [poll, setPoll] = useState<PollDraft | null>(null);
  // A new key after a post resets the tag input's own state (its draft and message) too.
  const [resetKey, setResetKey] = useState(0);
  const [posting, setPosting] = useState(false);
  const photo = usePhotoAttachment();
  const [createPost] = useCreatePost();

  const canPost = hasSomethingToPost(text, photo.file !== null) && !posting;

  function clear() {
    setText('');
    setHashtags([]);
    setPoll(null);
    photo.remove();
    setResetKey((key) => key + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canPost) return;
    setPosting(true);
    try {
      const imageUrl = await photo.upload();
      await createPost(newPostInput({ text, hashtags, imageUrl, poll }));
      clear();
      textField.current?.focus();
    } catch (error) {
      reportPostFailure(error, photo);
    } finally {
      setPosting(false);
    }
  }

  return (
    <form
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      onSubmit={submit}
      aria-label="New post"
    >
      <MentionTextarea
        ref={textField}
        aria-label="Post text"
        placeholder="What's on your mind, Dad?"
        value={text}
        readOnly={posting}
        onChange={(event) => setText(event.target.value)}
      />
      <PhotoPreview photo={photo} disabled={posting} />
      <HashtagInput key={resetKey} tags={hashtags} onChange={setHashtags} />
      {poll && (
        <Suspense fallback={null}>
          <PollEditor poll={poll} onChange={setPoll} onCancel={() => setPoll(null)} />
        </Suspense>
      )}
      <div className="flex flex-wrap items-center gap-1 border-t border-stone-100 pt-3">
        <PhotoButton photo={photo} disabled={posting} />
        <EmojiPicker onPick={(emoji) => setText((current) => current + emoji)} />
        <Button
          variant="ghost"
          size="icon"
          aria-label={poll ? 'Remove poll' : 'Add poll'}
          aria-pressed={poll !== null}
          onClick={() => setPoll(poll ? null : emptyPoll())}
          onPointerEnter={PollEditor.preload}
          onFocus={PollEditor.preload}
        >
          <ChartBar aria-hidden />
        </Button>
        <DadJokeButton
          disabled={posting}
          onJoke={(joke) => {
            setText(joke);
            setHashtags(withDadJokeTag);
          }}
        />
        <Button type="submit" size="sm" className="ml-auto" disabled={!canPost} loading={posting}>
          {!posting && <Send aria-hidden />}
          Post
        </Button>
      </div>
    </form>
  );
}

/**
 * The Groupfeed composer (spec part 1 section 5, part 2 group posts): text is required, a group is chosen from
 * the member's groups, at most 5 hashtags, an optional photo, and 'Share to my personal feed'. The new post shows
 * at the top of the list; a refused photo opens the image-blocked modal and is dropped, the text stays.
 */
import { Send } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { fieldClasses } from '../../../components/Input';
import { Label } from '../../../components/Label';
import { Textarea } from '../../../components/Textarea';
import { toast } from '../../../components/toast/toast-store';
import { cn } from '../../../lib/cn';
import { PhotoButton } from '../composer/PhotoButton';
import { PhotoPreview } from '../composer/PhotoPreview';
import { reportPostFailure } from '../composer/report-post-failure';
import { usePhotoAttachment } from '../composer/usePhotoAttachment';
import { HashtagInput } from '../HashtagInput';
import type { GroupOption } from './GroupChips';
import { useCreateGroupPost } from './useCreateGroupPost';

interface Props {
  groups: readonly GroupOption[];
  /** The selected chip's group: picked here too when it changes. Else the first group is picked. */
  chipGroupId: string | null;
}

export function GroupfeedComposer({ groups, chipGroupId }: Props) {
  const [text, setText] = useState('');
  const [groupId, setGroupId] = useState(chipGroupId ?? groups[0]?.id ?? '');
  useEffect(() => {
    if (chipGroupId) setGroupId(chipGroupId);
  }, [chipGroupId]);
  const [hashtags, setHashtags] = useState<string[]>([]);
  const [share, setShare] = useState(false);
  // A new key after a post resets the tag input's own state (its draft and message) too.
  const [resetKey, setResetKey] = useState(0);
  const [posting, setPosting] = useState(false);
  const photo = usePhotoAttachment();
  const [createGroupPost] = useCreateGroupPost();
  const ids = { group: useId(), share: useId(), hint: useId() };

  const noGroups = groups.length === 0;
  const chosen = groups.some((g) => g.id === groupId) ? groupId : '';
  const canPost = text.trim() !== '' && chosen !== '' && !posting;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canPost) return;
    setPosting(true);
    try {
      const imageUrl = await photo.upload();
      await createGroupPost({ groupId: chosen, content: text.trim(), hashtags, imageUrl, shareToPersonalFeed: share });
      setText('');
      setHashtags([]);
      setShare(false);
      photo.remove();
      setResetKey((key) => key + 1);
      toast({ title: 'Post created!' });
    } catch (error) {
      reportPostFailure(error, photo);
    } finally {
      setPosting(false);
    }
  }

  return (
    <form className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm" onSubmit={submit} aria-label="New group post">
      <div className="grid gap-1.5">
        <Label htmlFor={ids.group}>Post to</Label>
        <select
          id={ids.group}
          value={chosen}
          disabled={noGroups || posting}
          onChange={(event) => setGroupId(event.target.value)}
          className={cn(fieldClasses, 'h-10')}
        >
          <option value="" disabled>
            {noGroups ? 'Join a group to post here' : 'Select a group'}
          </option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      <Textarea
        aria-label="Group post text"
        aria-describedby={ids.hint}
        placeholder={noGroups ? 'Join a group or team to post in the Groupfeed.' : 'Share something with your group…'}
        value={text}
        disabled={noGroups}
        readOnly={posting}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={ids.hint} className="sr-only">
        A group post needs text.
      </p>
      <PhotoPreview photo={photo} disabled={posting} />
      <HashtagInput key={resetKey} tags={hashtags} onChange={setHashtags} />
      <div className="flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3">
        <PhotoButton photo={photo} disabled={noGroups || posting} />
        <Checkbox id={ids.share} checked={share} disabled={noGroups || posting} onCheckedChange={(value) => setShare(value === true)} />
        <Label htmlFor={ids.share} className="font-medium">
          Share to my personal feed
        </Label>
        <Button type="submit" size="sm" className="ml-auto" disabled={!canPost} loading={posting}>
          {!posting && <Send aria-hidden />}
          Post
        </Button>
      </div>
    </form>
  );
}

/**
 * The Groupfeed composer (group posts): text is required, a group is chosen from
 * the member's groups, at most 5 hashtags, an optional photo, and 'Share to my personal feed'. The new post shows
 * at the top of the list; a refused photo opens the image-blocked modal and is dropped, the text stays.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { fieldClasses } from '../../../components/Input';
import { Label } from '../../../components/Label';
import { MentionTextarea } from '../../../components/mentions/MentionTextarea';
import { cn } from '../../../lib/cn';
import { GroupPostControls } from '../../../posts/composer/GroupPostControls';
import { PhotoPreview } from '../../../posts/composer/PhotoPreview';
import { useGroupPostForm } from '../../../posts/composer/useGroupPostForm';
import { HashtagInput } from '../../../posts/HashtagInput';
import type { GroupOption } from './GroupChips';
import { useCreateGroupPost } from './useCreateGroupPost';

interface Props {
  groups: readonly GroupOption[];
  /** The selected chip's group: picked here too when it changes. Else the first group is picked. */
  chipGroupId: string | null;
}

export function GroupfeedComposer({ groups, chipGroupId }: Props) {
  const [groupId, setGroupId] = useState(chipGroupId ?? groups[0]?.id ?? '');
  useEffect(() => {
    if (chipGroupId) setGroupId(chipGroupId);
  }, [chipGroupId]);
  const [createGroupPost] = useCreateGroupPost();
  const form = useGroupPostForm(createGroupPost);
  const { text, setText, hashtags, setHashtags, resetKey, posting, photo } = form;
  const ids = { group: useId(), hint: useId() };

  const noGroups = groups.length === 0;
  const chosen = groups.some((g) => g.id === groupId) ? groupId : '';
  const canPost = text.trim() !== '' && chosen !== '' && !posting;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canPost) void form.send({ groupId: chosen });
  }

  return (
    <form
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      onSubmit={submit}
      aria-label="New group post"
    >
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
      <MentionTextarea
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
      <GroupPostControls form={form} canPost={canPost} disabled={noGroups} />
    </form>
  );
}

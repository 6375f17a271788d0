/**
 * A group page's composer, for members only: text or a photo (posting stays disabled while the text
 * is empty and no photo is attached), at most 5 hashtags, and 'Share to my personal feed'. The draft, its sending
 * and the controls are the Groupfeed composer's (posts/composer/useGroupPostForm.ts).
 */
import type { FormEvent } from 'react';
import { Card } from '../../components/Card';
import { MentionTextarea } from '../../components/mentions/MentionTextarea';
import { HashtagInput } from '../../posts/HashtagInput';
import { GroupPostControls } from '../../posts/composer/GroupPostControls';
import { PhotoPreview } from '../../posts/composer/PhotoPreview';
import { useGroupPostForm } from '../../posts/composer/useGroupPostForm';
import { usePostInGroup } from './usePostInGroup';

interface Props {
  groupId: string;
  groupName: string;
}

export function GroupComposer({ groupId, groupName }: Props) {
  const [post] = usePostInGroup();
  const form = useGroupPostForm(post);
  const { text, setText, hashtags, setHashtags, resetKey, posting, photo } = form;
  const canPost = (text.trim() !== '' || photo.file !== null) && !posting;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canPost) void form.send({ groupId });
  }

  return (
    <Card className="p-4">
      <form className="grid gap-3" onSubmit={submit} aria-label="New group post">
        <MentionTextarea
          aria-label="Group post text"
          placeholder={`Share something with ${groupName}…`}
          value={text}
          readOnly={posting}
          onChange={(event) => setText(event.target.value)}
        />
        <PhotoPreview photo={photo} disabled={posting} />
        <HashtagInput key={resetKey} tags={hashtags} onChange={setHashtags} />
        <GroupPostControls form={form} canPost={canPost} />
      </form>
    </Card>
  );
}

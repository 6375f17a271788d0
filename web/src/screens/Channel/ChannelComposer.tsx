/**
 * The creator's composer on a channel's page: text or a photo, at most 5 hashtags. The draft, its sending and the
 * controls are the group composers' (posts/composer/useGroupPostForm.ts), without 'Share to my personal feed'.
 */
import type { FormEvent } from 'react';
import { Card } from '../../components/Card';
import { MentionTextarea } from '../../components/mentions/MentionTextarea';
import { HashtagInput } from '../../posts/HashtagInput';
import { GroupPostControls } from '../../posts/composer/GroupPostControls';
import { PhotoPreview } from '../../posts/composer/PhotoPreview';
import { useGroupPostForm } from '../../posts/composer/useGroupPostForm';
import { usePostToChannel } from './usePostToChannel';

export function ChannelComposer({ channelId, channelName }: { channelId: string; channelName: string }) {
  const [post] = usePostToChannel();
  const form = useGroupPostForm(post);
  const { text, setText, hashtags, setHashtags, resetKey, posting, photo } = form;
  const canPost = (text.trim() !== '' || photo.file !== null) && !posting;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canPost) void form.send({ channelId });
  }

  return (
    <Card className="p-4">
      <form className="grid gap-3" onSubmit={submit} aria-label="New channel post">
        <MentionTextarea
          aria-label="Channel post text"
          placeholder={`Share something with the followers of ${channelName}…`}
          value={text}
          readOnly={posting}
          onChange={(event) => setText(event.target.value)}
        />
        <PhotoPreview photo={photo} disabled={posting} />
        <HashtagInput key={resetKey} tags={hashtags} onChange={setHashtags} />
        <GroupPostControls form={form} canPost={canPost} showShare={false} />
      </form>
    </Card>
  );
}

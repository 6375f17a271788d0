/**
 * A group or channel post's draft and its sending, shared by the two group composers (the Groupfeed's, which picks a
 * group, and a group page's) and a channel page's: text, at most 5 hashtags, 'Share to my personal feed' (groups) and
 * a photo. After a post every
 * field resets and 'Post created!' shows; a failure keeps the text and reports itself (report-post-failure.ts).
 */
import { useState } from 'react';
import { toast } from '../../components/toast/toast-store';
import { reportPostFailure } from './report-post-failure';
import { usePhotoAttachment } from './usePhotoAttachment';

export interface PostDraft {
  content: string;
  hashtags: string[];
  imageUrl: string | null;
  shareToPersonalFeed: boolean;
}

/** Where the post goes, by global id, and the draft. */
export type GroupPostInput = { groupId: string } & PostDraft;
export type ChannelPostInput = { channelId: string } & PostDraft;

export function useGroupPostForm<Target extends object>(post: (input: Target & PostDraft) => Promise<unknown>) {
  const [text, setText] = useState('');
  const [hashtags, setHashtags] = useState<string[]>([]);
  const [share, setShare] = useState(false);
  // A new key after a post resets the tag input's own state (its draft and message) too.
  const [resetKey, setResetKey] = useState(0);
  const [posting, setPosting] = useState(false);
  const photo = usePhotoAttachment();

  async function send(target: Target) {
    setPosting(true);
    try {
      const imageUrl = await photo.upload();
      await post({ ...target, content: text.trim(), hashtags, imageUrl, shareToPersonalFeed: share });
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

  return { text, setText, hashtags, setHashtags, share, setShare, resetKey, posting, photo, send };
}

/** What the controls read: the form, whatever its target. */
export type GroupPostForm = Omit<ReturnType<typeof useGroupPostForm<object>>, 'send'>;

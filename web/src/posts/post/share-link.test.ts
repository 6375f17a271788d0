import { describe, expect, it } from 'vitest';
import { postPermalink, sharePost } from './share-link';

const link = { title: 'A post', url: 'https://dadhood.test/posts/42' };

function clipboard() {
  const written: string[] = [];
  return { written, clipboard: { writeText: async (text: string) => void written.push(text) } as unknown as Clipboard };
}

describe('sharing a post', () => {
  it('links to /posts/{id}', () => {
    expect(postPermalink('https://dadhood.test', '42')).toBe('https://dadhood.test/posts/42');
  });

  it('uses the share sheet when there is one', async () => {
    const shared: ShareData[] = [];
    const { written, clipboard: board } = clipboard();
    expect(await sharePost({ share: async (data) => void shared.push(data!), clipboard: board }, link)).toBe('shared');
    expect(shared).toEqual([link]);
    expect(written).toEqual([]);
  });

  it('copies the link otherwise', async () => {
    const { written, clipboard: board } = clipboard();
    expect(await sharePost({ clipboard: board }, link)).toBe('copied');
    expect(written).toEqual([link.url]);
  });

  it('treats a cancelled share sheet as no failure, and passes other failures on', async () => {
    const cancel = async () => Promise.reject(new DOMException('Share canceled', 'AbortError'));
    expect(await sharePost({ share: cancel }, link)).toBe('cancelled');
    const broken = async () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
    await expect(sharePost({ share: broken }, link)).rejects.toThrow('Not allowed');
    await expect(sharePost({}, link)).rejects.toThrow();
  });
});

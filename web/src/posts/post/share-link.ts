/**
 * Sharing a post: the device's share sheet when the browser has one, otherwise the
 * permalink /posts/{id} is copied. A share the member cancels is not a failure.
 */

export function postPermalink(origin: string, databaseId: string): string {
  return `${origin}/posts/${databaseId}`;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

type ShareCapable = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

export async function sharePost(
  browser: ShareCapable,
  { title, url }: { title: string; url: string },
): Promise<ShareOutcome> {
  if (typeof browser.share === 'function') {
    try {
      await browser.share({ title, url });
      return 'shared';
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  if (!browser.clipboard) throw new Error('No clipboard');
  await browser.clipboard.writeText(url);
  return 'copied';
}

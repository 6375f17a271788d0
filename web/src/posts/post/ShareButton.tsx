import { Share2 } from 'lucide-react';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast/toast-store';
import { publicUrl } from '../../lib/app-urls';
import { postPermalink, sharePost } from './share-link';

/** Shares the post's permalink: the share sheet where there is one, else the link is copied. */
export function ShareButton({ databaseId, authorName }: { databaseId: string; authorName: string }) {
  async function share() {
    try {
      const outcome = await sharePost(navigator, {
        title: `Post by ${authorName} on ${__PRODUCT_NAME__}`,
        url: postPermalink(publicUrl(), databaseId),
      });
      if (outcome === 'shared') toast({ title: 'Post shared!' });
      else if (outcome === 'copied') toast({ title: 'Link copied!' });
    } catch {
      toast({ title: 'Error', description: 'Failed to share post.', variant: 'destructive' });
    }
  }
  return (
    <Button variant="ghost" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden />
      Share
    </Button>
  );
}

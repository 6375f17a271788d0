/**
 * "N new posts" over a feed (the Dadfeed, the Groupfeed): floats in sight wherever the member is reading, without moving the cards (it takes
 * no room in the page), and shows them on a click.
 */
import { ArrowUp } from 'lucide-react';
import { Button } from '../../components/Button';
import { newPostsLabel } from '../../lib/new-posts';

interface Props {
  count: number;
  showing: boolean;
  onShow: () => void;
}

export function NewPostsButton({ count, showing, onShow }: Props) {
  if (count === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-36 z-40 flex justify-center">
      <Button size="sm" className="pointer-events-auto rounded-full shadow-md" loading={showing} onClick={onShow}>
        {!showing && <ArrowUp aria-hidden />}
        {newPostsLabel(count)}
      </Button>
    </div>
  );
}

import { MessageCircle } from 'lucide-react';
import { Button } from '../../components/Button';
import { cn } from '../../lib/cn';

interface Props {
  count: number;
  open: boolean;
  panelId: string;
  onToggle: () => void;
  /** Pointer over or focus on the button: the panel's code can start loading. */
  onPreload?: () => void;
}

/** Opens and closes the post's comments panel; shows the comment count. */
export function CommentsButton({ count, open, panelId, onToggle, onPreload }: Props) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={`Comments (${count})`}
      onClick={onToggle}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      className={cn(open && 'bg-stone-100 text-ink')}
    >
      <MessageCircle aria-hidden />
      <span className="tabular-nums" data-testid="comment-count">
        {count}
      </span>
    </Button>
  );
}

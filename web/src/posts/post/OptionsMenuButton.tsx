/** The ⋯ button that opens a post's or a comment's menu; pointing at or focusing it may start loading what the menu opens. */
import { Ellipsis } from 'lucide-react';
import { Button } from '../../components/Button';
import { DropdownMenuTrigger } from '../../components/DropdownMenu';

interface Props {
  /** 'Post options', 'Comment options'. */
  label: string;
  /** A comment's is smaller than a post's. */
  size: 'sm' | 'md';
  onPreload?: () => void;
}

export function OptionsMenuButton({ label, size, onPreload }: Props) {
  return (
    <DropdownMenuTrigger asChild>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        className={size === 'sm' ? 'ml-auto size-7' : 'ml-auto size-9'}
        onPointerEnter={onPreload}
        onFocus={onPreload}
      >
        <Ellipsis aria-hidden />
      </Button>
    </DropdownMenuTrigger>
  );
}

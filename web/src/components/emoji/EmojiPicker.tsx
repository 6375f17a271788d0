import { SmilePlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '../Button';
import { lazyComponent } from '../lazy-component';
import { Popover, PopoverContent, PopoverTrigger } from '../Popover';

// The panel (its emoji and tabs) loads as the button is pointed at or focused.
const EmojiPanel = lazyComponent(
  () => import('./EmojiPanel'),
  (m) => m.EmojiPanel,
);

/** The composer's emoji button: a popover with the five categories; choosing one inserts it and closes. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Add emoji"
          onPointerEnter={EmojiPanel.preload}
          onFocus={EmojiPanel.preload}
        >
          <SmilePlus aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 p-3" aria-label="Emoji">
        <Suspense fallback={<EmojiLoading />}>
          <EmojiPanel
            onChoose={(emoji) => {
              onPick(emoji);
              setOpen(false);
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}

function EmojiLoading() {
  return (
    <p role="status" className="grid h-24 place-items-center text-sm text-stone-500">
      Loading emoji…
    </p>
  );
}

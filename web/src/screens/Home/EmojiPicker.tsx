import { Smile } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/Popover';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/Tabs';
import { EMOJI_CATEGORIES } from './emoji-categories';

/** The composer's emoji button: a popover with the five categories; choosing one inserts it and closes. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Add emoji">
          <Smile aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 p-3" aria-label="Emoji">
        <Tabs defaultValue={EMOJI_CATEGORIES[0].name}>
          <TabsList aria-label="Emoji categories" className="w-full">
            {EMOJI_CATEGORIES.map((category) => (
              <TabsTrigger key={category.name} value={category.name} aria-label={category.name} title={category.name} className="px-2.5 text-lg">
                <span aria-hidden>{category.emoji[0]}</span>
              </TabsTrigger>
            ))}
          </TabsList>
          {EMOJI_CATEGORIES.map((category) => (
            <TabsContent key={category.name} value={category.name} className="mt-2">
              <p className="mb-1.5 text-xs font-semibold text-stone-600">{category.name}</p>
              <div className="grid grid-cols-8 gap-0.5">
                {category.emoji.map((emoji) => (
                  <button
                    key={emoji}
                    type="button"
                    aria-label={emoji}
                    onClick={() => {
                      onPick(emoji);
                      setOpen(false);
                    }}
                    className="grid size-8 cursor-pointer place-items-center rounded-lg text-xl hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {emoji}
                  </button>
                ))}
              </div>
            </TabsContent>
          ))}
        </Tabs>
      </PopoverContent>
    </Popover>
  );
}

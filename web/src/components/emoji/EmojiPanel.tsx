import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { EMOJI_CATEGORIES } from './emoji-categories';

/** The emoji picker's panel: the five categories as tabs; choosing an emoji hands it over. */
export function EmojiPanel({ onChoose }: { onChoose: (emoji: string) => void }) {
  return (
    <Tabs defaultValue={EMOJI_CATEGORIES[0].name}>
      <TabsList aria-label="Emoji categories" className="w-full">
        {EMOJI_CATEGORIES.map((category) => (
          <TabsTrigger
            key={category.name}
            value={category.name}
            aria-label={category.name}
            title={category.name}
            className="px-2.5 text-lg"
          >
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
                onClick={() => onChoose(emoji)}
                className="grid size-8 cursor-pointer place-items-center rounded-lg text-xl hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {emoji}
              </button>
            ))}
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}

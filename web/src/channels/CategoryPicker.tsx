/** The channel forms' categories: the 20 as checkboxes, each at most once; the first ticked is the main one. */
import { useId } from 'react';
import { Checkbox } from '../components/Checkbox';
import { Label } from '../components/Label';
import { CHANNEL_CATEGORIES, categorySlug, type ChannelCategoryId } from '../lib/channel-categories';
import { toggleCategory } from '../lib/channel-draft';

interface Props {
  value: readonly ChannelCategoryId[];
  onChange: (categories: ChannelCategoryId[]) => void;
  disabled?: boolean;
}

export function CategoryPicker({ value, onChange, disabled }: Props) {
  const prefix = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">Categories</legend>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {CHANNEL_CATEGORIES.map((category) => {
          const id = `${prefix}-${categorySlug(category.id)}`;
          return (
            <li key={category.id} className="flex items-center gap-2">
              <Checkbox
                id={id}
                value={categorySlug(category.id)}
                checked={value.includes(category.id)}
                disabled={disabled}
                onCheckedChange={() => onChange(toggleCategory(value, category.id))}
              />
              <Label htmlFor={id} className="font-normal">
                {category.label}
              </Label>
            </li>
          );
        })}
      </ul>
      {value.length > 1 && (
        <p className="text-xs text-stone-600">The first one you chose is the channel’s main category.</p>
      )}
    </fieldset>
  );
}

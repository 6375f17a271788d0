import {
  BookOpen,
  Car,
  ChefHat,
  Gamepad2,
  Hammer,
  Laptop,
  Music,
  Tent,
  Volleyball,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '../../components/Checkbox';
import { INTERESTS, toggleInterest } from './onboarding-options';

const icons: Record<(typeof INTERESTS)[number]['value'], LucideIcon> = {
  sports: Volleyball,
  diy: Hammer,
  gaming: Gamepad2,
  cooking: ChefHat,
  outdoors: Tent,
  reading: BookOpen,
  cars: Car,
  music: Music,
  tech: Laptop,
};

interface Props {
  value: readonly string[];
  onChange: (value: readonly string[]) => void;
}

/** Step 2 (optional): what the member is into, as toggle chips. They shape suggested groups, events and news. */
export function InterestsStep({ value, onChange }: Props) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-lg font-bold text-ink">What are you into?</legend>
      <p className="mt-1 text-sm text-stone-600">
        Pick as many as you like, or none at all. We use them to suggest groups, events and dads to meet.
      </p>
      <div className="mt-5 flex flex-wrap gap-2.5">
        {INTERESTS.map((interest) => {
          const Icon = icons[interest.value];
          const itemId = `${id}-${interest.value}`;
          return (
            <label
              key={interest.value}
              htmlFor={itemId}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white py-2 pr-4 pl-3 text-sm font-semibold text-stone-700 shadow-xs transition-colors select-none hover:border-brand-400 hover:bg-brand-50/50 has-data-[state=checked]:border-brand-600 has-data-[state=checked]:bg-brand-50 has-data-[state=checked]:text-brand-900"
            >
              <Checkbox
                id={itemId}
                checked={value.includes(interest.value)}
                onCheckedChange={() => onChange(toggleInterest(value, interest.value))}
                className="size-4 rounded-[5px] [&_svg]:size-3"
              />
              <Icon aria-hidden className="size-4 text-brand-700" />
              {interest.label}
            </label>
          );
        })}
      </div>
      <p className="mt-4 text-sm text-stone-600" aria-live="polite">
        {value.length === 0 ? 'Nothing picked yet: that is fine too.' : `${value.length} picked`}
      </p>
    </fieldset>
  );
}

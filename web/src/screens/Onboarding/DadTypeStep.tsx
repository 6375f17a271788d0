import { Baby, Briefcase, House, Sparkles, Trophy, User, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { RadioGroup, RadioGroupItem } from '../../components/RadioGroup';
import { DAD_TYPES, isDadTypeChoice, type DadTypeChoice } from './onboarding-options';

const icons: Record<DadTypeChoice, LucideIcon> = {
  new: Baby,
  experienced: Trophy,
  single: User,
  'stay-at-home': House,
  working: Briefcase,
  all: Sparkles,
};

interface Props {
  value: DadTypeChoice | null;
  onChange: (value: DadTypeChoice) => void;
}

/** Step 1: what kind of dad the member is, as a grid of radio cards (the whole card picks it). */
export function DadTypeStep({ value, onChange }: Props) {
  const id = useId();
  return (
    <fieldset>
      <legend id={`${id}-legend`} className="text-lg font-bold text-ink">
        What kind of dad are you?
      </legend>
      <p className="mt-1 text-sm text-stone-600">Pick the one that fits best. You can change it later.</p>
      <RadioGroup
        aria-labelledby={`${id}-legend`}
        value={value ?? ''}
        onValueChange={(next) => isDadTypeChoice(next) && onChange(next)}
        className="mt-5 grid-cols-1 sm:grid-cols-2"
      >
        {DAD_TYPES.map((option) => {
          const Icon = icons[option.value];
          const itemId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={itemId}
              className="flex cursor-pointer items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs transition-colors hover:border-brand-300 hover:bg-brand-50/40 has-data-[state=checked]:border-brand-600 has-data-[state=checked]:bg-brand-50 has-data-[state=checked]:ring-1 has-data-[state=checked]:ring-brand-600"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span id={`${itemId}-label`} className="block font-semibold text-ink">
                  {option.label}
                </span>
                <span id={`${itemId}-hint`} className="mt-0.5 block text-sm text-stone-600">
                  {option.hint}
                </span>
              </span>
              <RadioGroupItem
                id={itemId}
                value={option.value}
                aria-labelledby={`${itemId}-label`}
                aria-describedby={`${itemId}-hint`}
                className="mt-0.5"
              />
            </label>
          );
        })}
      </RadioGroup>
    </fieldset>
  );
}

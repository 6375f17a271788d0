import { useId } from 'react';
import { RadioGroup, RadioOption } from '../../../components/RadioGroup';

/** The radio standing for no choice (a field that may be cleared). */
const NONE = 'none';

interface Props {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Offer 'Prefer not to say', which clears the field. */
  clearable?: boolean;
}

/** One choice of a few (dad type, family structure, dad bod, hairline) as radios. */
export function ChoiceRadios({ legend, options, value, onChange, clearable = false }: Props) {
  const id = useId();
  const items = clearable ? [...options, { value: NONE, label: 'Prefer not to say' }] : options;
  return (
    <div className="grid gap-3">
      <h3 id={`${id}-legend`} className="text-sm font-semibold text-stone-800">
        {legend}
      </h3>
      <RadioGroup
        aria-labelledby={`${id}-legend`}
        value={value ?? (clearable ? NONE : '')}
        onValueChange={(next) => onChange(next === NONE ? null : next)}
        className="grid-cols-1 gap-2.5 sm:grid-cols-2"
      >
        {items.map((option) => (
          <RadioOption key={option.value} id={`${id}-${option.value}`} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </div>
  );
}

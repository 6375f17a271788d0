import { Search } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { Input } from './Input';

interface Props extends Omit<ComponentProps<'input'>, 'id' | 'type' | 'onChange'> {
  /** The field's name for screen readers (the placeholder says it on screen). */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A large search box with a magnifier, in a search landmark (the networking screens' searches and filters). */
export function SearchField({ label, value, onValueChange, className, ...props }: Props) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is Baseline 2023 only; in the older browsers the build targets it would be an unknown inline element without the search landmark
    <div role="search" className={className ?? 'relative'}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone-400"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className="h-12 pl-10"
        autoComplete="off"
        {...props}
      />
    </div>
  );
}

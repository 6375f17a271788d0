import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '../../../components/Input';
import { Label } from '../../../components/Label';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}

/** A password field with its show/hide toggle. */
export function PasswordField({ label, value, onChange, autoComplete }: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const toggle = `${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="pr-11"
        />
        <button
          type="button"
          aria-label={toggle}
          title={toggle}
          aria-pressed={shown}
          onClick={() => setShown((now) => !now)}
          className="absolute inset-y-0 right-0 grid w-10 cursor-pointer place-items-center rounded-r-xl text-stone-600 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {shown ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
        </button>
      </div>
    </div>
  );
}

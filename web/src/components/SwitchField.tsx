/** An on/off choice of a form (public, virtual): the switch, its label, and a line saying what the choice means now. */
import { useId } from 'react';
import { cn } from '../lib/cn';
import { Label } from './Label';
import { Switch } from './Switch';

interface Props {
  label: string;
  /** What the current choice means ('Anyone can join.'). */
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The hint may go under the switch on a narrow form. */
  wrap?: boolean;
}

export function SwitchField({ label, hint, checked, onCheckedChange, disabled, wrap = false }: Props) {
  const id = useId();
  return (
    <div className={cn('flex', wrap && 'flex-wrap', 'items-center gap-3')}>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onCheckedChange} />
      <Label htmlFor={id}>{label}</Label>
      <span className="text-sm text-stone-600">{hint}</span>
    </div>
  );
}

/**
 * The time zone quiet hours (and the digest's day) are read in: every zone the browser knows, and while the stored
 * one is still the default (UTC) and the browser is elsewhere, 'Use my time zone (…)', which saves it at once.
 */
import { useId, useMemo } from 'react';
import { Button } from '../../components/Button';
import { FieldProblem } from '../../components/FieldProblem';
import { fieldClasses } from '../../components/Input';
import { Label } from '../../components/Label';
import { cn } from '../../lib/cn';
import { suggestedTimeZone, supportedTimeZones, timeZoneChoices } from '../../lib/notification-settings';
import { browserTimeZone } from '../../lib/time-zone';

interface Props {
  value: string;
  /** The zone the server has: the suggestion is made while it is UTC. */
  stored: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  onUseBrowserZone: (timeZone: string) => void;
}

export function TimeZoneField({ value, stored, error, disabled, onChange, onUseBrowserZone }: Props) {
  const id = useId();
  const zones = useMemo(() => timeZoneChoices(value, supportedTimeZones()), [value]);
  const suggestion = suggestedTimeZone(stored, browserTimeZone());
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Time zone</Label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <select
          id={id}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={cn(fieldClasses, 'h-10 min-w-0 sm:max-w-xs')}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        {suggestion && (
          <Button
            variant="outline"
            size="sm"
            // A long zone name wraps rather than widening the page on a phone.
            className="h-auto! min-h-8 self-start py-1.5 text-left whitespace-normal! sm:self-auto"
            disabled={disabled}
            onClick={() => onUseBrowserZone(suggestion)}
          >
            {`Use my time zone (${suggestion})`}
          </Button>
        )}
      </div>
      <FieldProblem id={`${id}-error`} message={error} />
    </div>
  );
}

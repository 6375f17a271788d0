/**
 * A token just made, shown this once (the server keeps only its hash): read-only, with Copy, the warning, and
 * Done. The token's field takes the focus, so a screen reader reads it with the warning.
 */
import { CircleCheck, Copy, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { Label } from '../../components/Label';
import { toast } from '../../components/toast/toast-store';
import type { CreatedToken } from './useCreateAccessToken';

export function CreatedTokenPanel({ created, onDone }: { created: CreatedToken; onDone: () => void }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.token);
      toast({ title: 'Token copied' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the token is selected for the member to copy.
      field.current?.select();
      toast({
        title: 'Error',
        description: 'The token could not be copied: select it and copy it yourself.',
        variant: 'destructive',
      });
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4"
    >
      <h3 id={`${id}-title`} className="flex items-start gap-2 font-bold text-emerald-900">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
        <span className="min-w-0 break-words">{`Token “${created.name}” generated`}</span>
      </h3>
      <p id={`${id}-warning`} className="flex items-start gap-2 text-sm font-semibold text-amber-900">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        Copy your token now. You won't be able to see it again.
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-token`}>Your new personal access token</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={field}
            id={`${id}-token`}
            value={created.token}
            readOnly
            spellCheck={false}
            aria-describedby={`${id}-warning`}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 font-mono text-xs sm:text-xs"
          />
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden />
            Copy
          </Button>
        </div>
      </div>
      <Button className="justify-self-end" onClick={onDone}>
        Done
      </Button>
    </section>
  );
}

/**
 * The key to add to the authenticator app (a QR code, or the text to type), then the first code the app shows, which
 * turns two-factor on.
 */
import { Copy } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { FieldProblem } from '../../../components/FieldProblem';
import { FormDialogFooter } from '../../../components/FormDialogFooter';
import { Input } from '../../../components/Input';
import { Label } from '../../../components/Label';
import { toast } from '../../../components/toast/toast-store';
import { groupSecret, isAppCode, normalizeTwoFactorCode } from '../../../lib/two-factor';
import { twoFactorProblem } from './two-factor-problem';
import type { TwoFactorSetup } from './useBeginTwoFactorSetup';
import { useEnableTwoFactor } from './useEnableTwoFactor';

const NOT_A_CODE = 'Enter the 6 digits your app shows for this account.';
const ENABLE_FAILED = 'We could not turn on two-factor authentication. Please try again.';

interface Props {
  setup: TwoFactorSetup;
  viewerId: string;
  onEnabled: (recoveryCodes: readonly string[]) => void;
  onCancel: () => void;
}

export function TwoFactorSetupForm({ setup, viewerId, onEnabled, onCancel }: Props) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [enable, enabling] = useEnableTwoFactor(viewerId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = normalizeTwoFactorCode(code);
    if (!isAppCode(typed)) {
      setProblem(NOT_A_CODE);
      field.current?.focus();
      return;
    }
    setProblem(null);
    try {
      onEnabled(await enable(typed));
    } catch (error) {
      setProblem(twoFactorProblem(error, ENABLE_FAILED));
      field.current?.select();
    }
  }

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast({ title: 'Key copied' });
    } catch {
      toast({
        title: 'Error',
        description: 'The key could not be copied: select it and copy it yourself.',
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <img
        alt="QR code for your authenticator app"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
        width={192}
        height={192}
        className="mx-auto size-48 rounded-lg border border-stone-200 bg-white p-2"
      />
      <div className="grid gap-1.5">
        <p className="text-sm text-stone-700">Can't scan? Enter this key:</p>
        <div className="flex items-center gap-2">
          <code className="min-w-0 flex-1 rounded-lg bg-stone-100 px-3 py-2 font-mono text-sm tracking-wider break-all text-ink select-all">
            {groupSecret(setup.secret)}
          </code>
          <Button variant="outline" size="sm" onClick={() => void copyKey()}>
            <Copy aria-hidden />
            Copy key
          </Button>
        </div>
        {/* On a phone there is no other screen to scan: the otpauth address opens the app with the key. */}
        {setup.uri.startsWith('otpauth://') && (
          <a
            href={setup.uri}
            className="justify-self-start rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            On your phone? Open the key in your authenticator app
          </a>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>6-digit code</Label>
        <Input
          ref={field}
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={9}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="font-mono tracking-widest"
        />
        <FieldProblem id={`${id}-problem`} message={problem} />
      </div>
      <FormDialogFooter onCancel={onCancel} loading={enabling}>
        Turn on
      </FormDialogFooter>
    </form>
  );
}

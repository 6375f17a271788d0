/**
 * Turning two-factor on: the dialog asks the server for a key as it opens, shows it as a QR code and as text, takes a
 * first code from the app, then shows the recovery codes once.
 */
import { Button } from '../../../components/Button';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/Dialog';
import { FieldProblem } from '../../../components/FieldProblem';
import { Skeleton } from '../../../components/Skeleton';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TwoFactorSetupForm } from './TwoFactorSetupForm';
import { twoFactorProblem } from './two-factor-problem';
import { type TwoFactorSetup, useBeginTwoFactorSetup } from './useBeginTwoFactorSetup';

const SETUP_FAILED = 'We could not start the setup. Please try again.';

type Step =
  | { kind: 'loading' }
  | { kind: 'failed'; problem: string }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: readonly string[] };

interface Props {
  viewerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function TurnOnTwoFactorDialog({ viewerId, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* A click beside it does not close it: half a setup, or codes not yet saved, would be lost. */}
      <DialogContent className="sm:max-w-md" onInteractOutside={(event) => event.preventDefault()}>
        <TurnOnSteps viewerId={viewerId} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted while the dialog is open, so each opening starts with a new key. */
function TurnOnSteps({ viewerId, onClose }: { viewerId: string; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [begin] = useBeginTwoFactorSetup();
  const start = useCallback(() => {
    setStep({ kind: 'loading' });
    begin().then(
      (setup) => setStep({ kind: 'setup', setup }),
      (error: unknown) => setStep({ kind: 'failed', problem: twoFactorProblem(error, SETUP_FAILED) }),
    );
  }, [begin]);
  const started = useRef(false);
  useEffect(() => {
    // Once per opening, React's development double run included: a second key would replace the one on screen.
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  if (step.kind === 'codes') {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Two-factor authentication is on</DialogTitle>
          <DialogDescription>
            Save these recovery codes somewhere safe. Each works once, if you lose your phone. They will not be shown
            again.
          </DialogDescription>
        </DialogHeader>
        <RecoveryCodesPanel codes={step.codes} onDone={onClose} />
      </>
    );
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>Turn on two-factor authentication</DialogTitle>
        <DialogDescription>
          Scan the QR code with your authenticator app, then enter the 6-digit code it shows.
        </DialogDescription>
      </DialogHeader>
      {step.kind === 'setup' ? (
        <TwoFactorSetupForm
          setup={step.setup}
          viewerId={viewerId}
          onEnabled={(codes) => setStep({ kind: 'codes', codes })}
          onCancel={onClose}
        />
      ) : step.kind === 'failed' ? (
        <>
          <FieldProblem message={step.problem} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={start}>Try again</Button>
          </DialogFooter>
        </>
      ) : (
        <div role="status" className="grid justify-items-center gap-3 py-2">
          <Skeleton className="size-48" />
          <p className="text-sm text-stone-600">Getting your key…</p>
        </div>
      )}
    </>
  );
}

/**
 * The terms every new member accepts before onboarding. Leaving is only by Cancel: Escape, a click outside
 * and the corner button are all off, because the wizard must not start without the terms accepted.
 */
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/Dialog';
import { Label } from '../../components/Label';
import { PRODUCT_NAME } from '../../product';
import { MINIMUM_AGE } from '../Legal/legalFacts';
import { TermsSummary } from './TermsSummary';

interface Props {
  onAccept: () => void;
  onCancel: () => void;
}

export function TermsDialog({ onAccept, onCancel }: Props) {
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  const checkboxRef = useRef<HTMLButtonElement>(null);
  const stayOpen = (event: Event) => event.preventDefault();
  return (
    <Dialog open>
      <DialogContent
        hideClose
        onEscapeKeyDown={stayOpen}
        onInteractOutside={stayOpen}
        // Start on the one thing to do (the terms box scrolls, and is otherwise first in the tab order).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          checkboxRef.current?.focus();
        }}
        className="sm:max-w-xl"
      >
        <DialogHeader className="pr-0">
          <DialogTitle className="text-xl sm:text-2xl">Welcome to {PRODUCT_NAME}</DialogTitle>
          <DialogDescription>
            Before you join the crew, please read and accept our Terms of Service. They keep {PRODUCT_NAME} a friendly
            place for every dad.
          </DialogDescription>
        </DialogHeader>

        <TermsSummary />

        <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-3.5 ring-1 ring-brand-200">
          <Checkbox
            ref={checkboxRef}
            id={checkboxId}
            checked={agreed}
            onCheckedChange={(checked) => setAgreed(checked === true)}
            className="mt-0.5"
          />
          <Label htmlFor={checkboxId} className="cursor-pointer leading-snug font-medium">
            I have read and agree to the Terms of Service and confirm I am {MINIMUM_AGE} or older
          </Label>
        </div>

        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={!agreed} onClick={onAccept}>
            Accept &amp; Continue
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The report's reason (required) and details (optional), then Cancel or Report. The thanks and "You have already
 * reported this." close the dialog as a toast; any other failure stays in the form, to try again.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { FieldProblem } from '../components/FieldProblem';
import { FormDialogFooter } from '../components/FormDialogFooter';
import { Label } from '../components/Label';
import { RadioGroup, RadioOption } from '../components/RadioGroup';
import { Textarea } from '../components/Textarea';
import { toast } from '../components/toast/toast-store';
import {
  CHOOSE_A_REASON,
  detailsCounter,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  reportInput,
  type ReportReason,
  type ReportTargetType,
} from './report-form';
import { useReportContent } from './useReportContent';

interface Props {
  targetType: ReportTargetType;
  targetId: string;
  onDone: () => void;
}

export function ReportForm({ targetType, targetId, onDone }: Props) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, isSending] = useReportContent();
  const reasons = useRef<HTMLDivElement>(null);
  const missingReason = problem === CHOOSE_A_REASON;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = reportInput(targetType, targetId, { reason, details });
    if ('problem' in input) {
      setProblem(input.problem);
      if (input.problem === CHOOSE_A_REASON) reasons.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
      return;
    }
    setProblem(null);
    const outcome = await send(input);
    if (outcome.kind === 'failed') {
      setProblem(outcome.message);
      return;
    }
    toast({ title: outcome.kind === 'sent' ? 'Report sent' : 'Already reported', description: outcome.message });
    onDone();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid gap-3">
        <p id={`${id}-reason`} className="text-sm font-semibold text-stone-800">
          Reason
        </p>
        <RadioGroup
          ref={reasons}
          aria-labelledby={`${id}-reason`}
          aria-required
          aria-invalid={missingReason || undefined}
          aria-describedby={missingReason ? `${id}-problem` : undefined}
          value={reason ?? ''}
          onValueChange={(next) => {
            setReason(REPORT_REASONS.find((option) => option.value === next)?.value ?? null);
            if (missingReason) setProblem(null);
          }}
          className="gap-2.5"
        >
          {REPORT_REASONS.map((option) => (
            <RadioOption key={option.value} id={`${id}-${option.value}`} value={option.value} label={option.label} />
          ))}
        </RadioGroup>
        {/* Under the reasons when one is missing, above the buttons for a failure to send. */}
        <FieldProblem id={`${id}-problem`} message={missingReason ? problem : null} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-details`}>Details (optional)</Label>
        <Textarea
          id={`${id}-details`}
          value={details}
          maxLength={REPORT_DETAILS_MAX}
          onChange={(event) => setDetails(event.target.value.slice(0, REPORT_DETAILS_MAX))}
          placeholder="What should a moderator know?"
          aria-describedby={`${id}-counter`}
        />
        <span id={`${id}-counter`} className="justify-self-end text-xs text-stone-500 tabular-nums">
          {detailsCounter(details)}
        </span>
      </div>
      <FieldProblem id={`${id}-problem`} message={missingReason ? null : problem} />
      <FormDialogFooter onCancel={onDone} loading={isSending}>
        Report
      </FormDialogFooter>
    </form>
  );
}

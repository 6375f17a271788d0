import { cn } from '../../lib/cn';
import { ONBOARDING_STEPS } from './onboarding-options';

interface Props {
  step: number;
  /** What the current step is about, beside the count. */
  title: string;
}

/** 'Step 2 of 3' with a segmented bar: how far along the member is and how much is left. */
export function StepIndicator({ step, title }: Props) {
  const steps = Array.from({ length: ONBOARDING_STEPS }, (_, i) => i + 1);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-brand-800">
          Step {step} of {ONBOARDING_STEPS}
        </p>
        <p className="text-stone-600">{title}</p>
      </div>
      <ol className="mt-3 flex gap-2" aria-hidden>
        {steps.map((n) => (
          <li
            key={n}
            className={cn(
              'relative h-2 flex-1 overflow-hidden rounded-full bg-stone-200',
              "after:absolute after:inset-0 after:origin-left after:rounded-full after:bg-brand-600 after:content-['']",
              'after:transition-transform after:duration-300 motion-reduce:after:transition-none',
              n <= step ? 'after:scale-x-100' : 'after:scale-x-0',
            )}
          />
        ))}
      </ol>
    </div>
  );
}

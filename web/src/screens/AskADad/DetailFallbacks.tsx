/** What the question's place shows while it loads, and if it could not be loaded. */
import { CloudOff } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { BackToQuestions } from './BackToQuestions';

export function DetailLoading() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Loading the question…</span>
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-24 w-full rounded-xl" />
    </div>
  );
}

export function DetailFailure({ onBack }: { onBack: () => void }) {
  return (
    <section aria-label="Question" className="grid gap-4">
      <BackToQuestions onBack={onBack} />
      <EmptyState
        icon={CloudOff}
        title="The question could not be loaded"
        text="Check your connection and try again."
      />
    </section>
  );
}

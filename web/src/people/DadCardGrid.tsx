import type { ReactNode } from 'react';
import { Card } from '../components/Card';
import { Skeleton } from '../components/Skeleton';

const grid = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Dad cards side by side: one column on phones, up to three on wide screens. */
export function DadCardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className={grid}>
      {children}
    </ul>
  );
}

/** Placeholders in the shape of dad cards while a list loads (6 for suggestions, 9 for Discover). */
export function DadCardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" className={grid}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical loading placeholders, a fixed number of them: nothing else identifies them and they never reorder
        <Card key={i} data-testid="dad-card-skeleton" className="grid gap-3 p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-14 shrink-0 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-4/5" />
          <Skeleton className="h-8 w-full rounded-full" />
        </Card>
      ))}
    </div>
  );
}

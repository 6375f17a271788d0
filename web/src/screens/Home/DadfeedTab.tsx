import { Suspense, useRef } from 'react';
import type { CategoryId } from './categories';
import { DadfeedList } from './DadfeedList';
import { PostComposer } from './PostComposer';

/** The Dadfeed: the composer, then the posts in the chosen category. */
export function DadfeedTab({ category }: { category: CategoryId | null }) {
  const textRef = useRef<HTMLTextAreaElement>(null);
  return (
    <div className="grid gap-4">
      <h2 className="sr-only">Dadfeed</h2>
      <PostComposer textRef={textRef} />
      <Suspense fallback={<DadfeedLoading />}>
        <DadfeedList category={category} onShareFirst={() => textRef.current?.focus()} />
      </Suspense>
    </div>
  );
}

function DadfeedLoading() {
  return (
    <p role="status" className="flex justify-center py-8">
      <span aria-hidden className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      <span className="sr-only">Loading posts…</span>
    </p>
  );
}

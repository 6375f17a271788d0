import { Suspense, useRef } from 'react';
import type { DadfeedList_query$key } from '../../__generated__/DadfeedList_query.graphql';
import { lazyComponent } from '../../components/lazy-component';
import { QuietBoundary } from '../Shell/QuietBoundary';
import type { CategoryId } from './categories';
import { DadfeedList } from './DadfeedList';
import { PostComposer } from './PostComposer';

// Only a feed opened from a hashtag shows it: its own chunk.
const HashtagFilterNote = lazyComponent(
  () => import('./HashtagFilterNote'),
  (m) => m.HashtagFilterNote,
);

interface Props {
  query: DadfeedList_query$key;
  category: CategoryId | null;
  /** The posts that carry this hashtag only (a post's tag links here). */
  hashtag: string | null;
}

/** The Dadfeed: the composer, then the posts in the chosen category (another category shows the spinner). */
export function DadfeedTab({ query, category, hashtag }: Props) {
  const textRef = useRef<HTMLTextAreaElement>(null);
  return (
    <div className="grid gap-4">
      <h2 className="sr-only">Dadfeed</h2>
      <PostComposer textRef={textRef} />
      {hashtag && (
        <Suspense fallback={null}>
          <HashtagFilterNote hashtag={hashtag} />
        </Suspense>
      )}
      {/* A feed that cannot load leaves the composer and the rest of the dashboard working; a new category retries. */}
      <QuietBoundary
        resetKey={`${category}#${hashtag}`}
        fallback={<p className="py-8 text-center text-sm text-stone-600">Posts could not be loaded right now.</p>}
      >
        <Suspense fallback={<DadfeedLoading />}>
          <DadfeedList
            query={query}
            category={category}
            hashtag={hashtag}
            onShareFirst={() => textRef.current?.focus()}
          />
        </Suspense>
      </QuietBoundary>
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

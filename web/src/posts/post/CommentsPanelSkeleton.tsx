import { Skeleton } from '../../components/Skeleton';

/** The comments panel while its code and its comments load. */
export function CommentsPanelSkeleton() {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">Loading comments…</span>
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-10 w-2/3" />
    </div>
  );
}

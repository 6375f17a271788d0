/**
 * The data part of one dashboard widget: a skeleton while it loads, and its own short message if it fails, so
 * one broken widget leaves the rest of the dashboard working. A new `resetKey` tries again.
 */
import { Component, Suspense, type ReactNode } from 'react';
import { Skeleton } from '../../components/Skeleton';

interface Props {
  /** Rows of the skeleton: about as many as the widget will show. */
  rows: number;
  /** What is loading, for screen readers ('Loading your groups…'). */
  label: string;
  failedMessage: string;
  resetKey?: unknown;
  children: ReactNode;
}

export function WidgetData({ rows, label, failedMessage, resetKey, children }: Props) {
  return (
    <WidgetBoundary resetKey={resetKey} fallback={<p className="text-sm text-stone-600">{failedMessage}</p>}>
      <Suspense fallback={<ListSkeleton rows={rows} label={label} />}>{children}</Suspense>
    </WidgetBoundary>
  );
}

function ListSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical loading placeholders, a fixed number of them: nothing else identifies them and they never reorder
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-3.5 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

class WidgetBoundary extends Component<
  { fallback: ReactNode; resetKey?: unknown; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey?: unknown }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

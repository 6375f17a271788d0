/**
 * The report dialog where a menu or button offers Report: its code and mutation are a chunk of their own, fetched
 * on the first opening or earlier by `preloadReportDialog` (pointer over, or focus on, what opens it), so a card's
 * menu adds only this to the page that shows it.
 */
import { Suspense, useState } from 'react';
import { preloadOverlays } from '../components/Dialog';
import { lazyComponent } from '../components/lazy-component';
import type { ReportDialogProps } from './ReportDialog';

const ReportDialog = lazyComponent(
  () => import('./ReportDialog'),
  (m) => m.ReportDialog,
);

export function preloadReportDialog() {
  ReportDialog.preload();
  preloadOverlays();
}

export function LazyReportDialog(props: ReportDialogProps) {
  // Mounted on the first opening and kept, so that closing plays out.
  const [mounted, setMounted] = useState(props.open);
  if (props.open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}

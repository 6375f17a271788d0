/**
 * A page left open across a deploy asks the server for operations by the ids of its own build; the new server
 * does not know them (PERSISTED_QUERY_NOT_FOUND). The page then reloads itself once, which fetches the new
 * build, and its operations work again. Should the new page meet the same answer (a server not yet updated
 * behind a load balancer, or a broken deploy), it does not reload again within a minute: it tells the member
 * instead, so a page never reloads in a loop.
 */
import { toast } from '../components/toast/toast-store';

export const UNKNOWN_OPERATION_CODE = 'PERSISTED_QUERY_NOT_FOUND';
/** A second unknown operation this soon after reloading for one is told, not reloaded for. */
export const RELOAD_AGAIN_AFTER_MS = 60_000;
const RELOADED_AT_KEY = 'dadhood:reloaded-for-new-version';

/** Whether an answer says the server does not know this build's operation. */
export function isUnknownOperation(body: unknown): boolean {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return (
    Array.isArray(errors) &&
    errors.some((error) => (error as { extensions?: { code?: unknown } }).extensions?.code === UNKNOWN_OPERATION_CODE)
  );
}

/** Reload, unless the page reloaded for this within RELOAD_AGAIN_AFTER_MS (`lastReload`, ms since the epoch). */
export function shouldReload(lastReload: number | null, now: number): boolean {
  return lastReload === null || !(now - lastReload < RELOAD_AGAIN_AFTER_MS && now >= lastReload);
}

let handled = false;

/** Whether this page met an operation the server does not know: the error page says so (ErrorBoundary). */
export const pageIsOutOfDate = (): boolean => handled;

export const OUT_OF_DATE_TITLE = `${__PRODUCT_NAME__} has been updated`;
export const OUT_OF_DATE_TEXT = 'This page is out of date. Reload it in a moment to carry on.';

export function handleNewVersion(): void {
  if (handled) return;
  handled = true;
  const stored = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
  const now = Date.now();
  if (shouldReload(Number.isFinite(stored) && stored > 0 ? stored : null, now)) {
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    window.location.reload();
    return;
  }
  toast({ title: OUT_OF_DATE_TITLE, description: OUT_OF_DATE_TEXT, variant: 'destructive' });
}

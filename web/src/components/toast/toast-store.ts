/**
 * The toast list as a tiny module-level store, so that any code (a mutation's error handler, not just a component)
 * can call `toast(...)`. <Toaster /> renders it. One toast at a time: a new one replaces the one shown.
 */
import { useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast closes at once, but stays in the list (closed) this long (the shadcn/ui toast's value, kept). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  variant: ToastVariant;
  /** False once dismissed (by the user, the timer or code): hidden, waiting to be removed. */
  open: boolean;
}

let toasts: readonly ToastItem[] = [];
let lastId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function update(next: readonly ToastItem[]) {
  toasts = next;
  // A toast pushed out by the limit needs no removal any more.
  for (const [id, timer] of removalTimers) {
    if (!toasts.some((t) => t.id === id)) {
      clearTimeout(timer);
      removalTimers.delete(id);
    }
  }
  for (const listener of listeners) listener();
}

let held = false;

/** Toasts that have been on screen, and who waits for one to be. */
const shownIds = new Set<string>();
const shownWaiters = new Map<string, Array<() => void>>();

/** The Toaster calls this once a toast is on screen. */
export function markToastShown(id: string): void {
  shownIds.add(id);
  for (const resolve of shownWaiters.get(id) ?? []) resolve();
  shownWaiters.delete(id);
}

/** Resolves once the toast is on screen (the Toaster's code may still be on its way when it is raised). */
export function toastShown(id: string): Promise<void> {
  if (shownIds.has(id)) return Promise.resolve();
  return new Promise((resolve) => shownWaiters.set(id, [...(shownWaiters.get(id) ?? []), resolve]));
}

/**
 * Keeps the toast on screen from being replaced: the session-loss notice stays while the page leaves,
 * whatever the failed calls behind it report.
 */
export function holdToasts(): void {
  held = true;
}

/** Shows a toast, replacing the one on screen. */
export function toast({ variant = 'default', ...input }: ToastInput): { id: string; dismiss: () => void } {
  const id = String(++lastId);
  if (held) return { id, dismiss: () => undefined };
  update([{ ...input, variant, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or all of them without an id; each is removed from the list TOAST_REMOVE_DELAY_MS later. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  for (const { id: closingId } of closing) {
    removalTimers.set(
      closingId,
      setTimeout(() => {
        removalTimers.delete(closingId);
        update(toasts.filter((t) => t.id !== closingId));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
  update(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toasts, re-rendering the component when they change. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}

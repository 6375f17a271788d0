import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  dismissToast,
  holdToasts,
  getToasts,
  markToastShown,
  subscribeToToasts,
  toast,
  toastShown,
} from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  dismissToast();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps its constants', () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS]).toEqual([1, 5000, 1_000_000]);
  });

  it('shows a toast, open, with the default variant', () => {
    const { id } = toast({ title: 'Link Copied' });
    expect(getToasts()).toEqual([{ id, title: 'Link Copied', variant: 'default', open: true }]);
  });

  it('shows one toast at a time: a new toast replaces the old', () => {
    toast({ title: 'Post shared!' });
    const { id } = toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ id, title: 'Unauthorized', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast at once and removes it only after the remove delay', () => {
    const shown = toast({ title: 'Post deleted' });
    shown.dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id: shown.id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('dismisses every toast without an id, and ignores an unknown id', () => {
    toast({ title: 'Refreshed!' });
    dismissToast('no-such-toast');
    expect(getToasts()[0]?.open).toBe(true);
    dismissToast();
    expect(getToasts()[0]?.open).toBe(false);
  });

  it('does not let an old removal timer remove a newer toast', () => {
    toast({ title: 'First' }).dismiss();
    const second = toast({ title: 'Second' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts()).toEqual([expect.objectContaining({ id: second.id, open: true })]);
  });

  it('tells subscribers about every change, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    toast({ title: 'Comment added!' }).dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast({ title: 'Again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  // Last: holding is for a page that is about to leave, and lasts until it does.
  it('tells when a toast is on screen, to those who ask before and after', async () => {
    const { id } = toast({ title: 'Unauthorized' });
    const other = toast({ title: 'Saved' });
    const seen: string[] = [];
    const early = toastShown(id).then(() => seen.push('early'));
    void toastShown(other.id).then(() => seen.push('other'));
    await Promise.resolve();
    expect(seen).toEqual([]);
    markToastShown(id);
    await early;
    await toastShown(id);
    expect(seen).toEqual(['early']);
  });

  it('keeps the held toast on screen whatever is toasted after it', () => {
    toast({ title: 'Unauthorized', variant: 'destructive' });
    holdToasts();
    toast({ title: 'Failed to send invite emails. Please try again.' });
    expect(getToasts().map((t) => t.title)).toEqual(['Unauthorized']);
  });
});

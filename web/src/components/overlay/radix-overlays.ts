/**
 * The Radix side of the dialog, the dropdown menu and the popover: one chunk, fetched when a member first
 * reaches for any of them (or points at a trigger), so that a menu that leads to a dialog has both at hand.
 */
import { lazyModule } from './lazy-module';

export type RadixOverlays = typeof import('./radix-overlay-parts');

export const radixOverlays = lazyModule<RadixOverlays>(() => import('./radix-overlay-parts'));

/** Starts fetching the overlays ahead of a click (pointer over, or focus on, what opens one). */
export function preloadOverlays(): void {
  radixOverlays.load().catch(() => undefined); // the click reports a failure
}

/**
 * A component whose code is its own chunk, fetched on first render or earlier through `preload()` (call it
 * when the pointer is over, or the focus on, what will show it). Until the code has arrived it suspends, so
 * render it inside a Suspense boundary; once it has, it renders at once, like a component imported statically
 * (no fallback, no extra render: focus and effects happen in the same order as before the split).
 */
import { lazy, useState, type ComponentType, type JSX } from 'react';

export type PreloadableComponent<P> = ((props: P) => JSX.Element) & { preload: () => void };

export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  // import() fetches a module once; a failed fetch is tried again by the next call.
  const fetchComponent = () => load().then((module) => (loaded = pick(module)));
  const Suspending = lazy(() => fetchComponent().then((component) => ({ default: component })));

  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazily loaded component, at module level by its callers (never during a render), so its identity is stable
  function Deferred(props: P) {
    // Chosen once per mount: switching between the two would remount the component and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Deferred, { preload: () => void fetchComponent().catch(() => undefined) });
}

/** A module fetched at most once, on first demand; `current` once it has arrived. A failed fetch may be retried. */
export interface LazyModule<T> {
  current: T | undefined;
  load(): Promise<T>;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | undefined;
  const lazy: LazyModule<T> = {
    current: undefined,
    load: () =>
      (loading ??= importer().then(
        (module) => (lazy.current = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
  return lazy;
}

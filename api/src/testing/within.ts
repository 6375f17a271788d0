/**
 * A bound on a hang for tests: what `work` resolved to, or 'no answer' if it had not within `ms`. For "answers at
 * all" assertions with generous bounds, never for speed targets (a shared machine's timing is noise).
 */
export function within<T>(ms: number, work: Promise<T>): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), ms)));
  return Promise.race([work, bound]).finally(() => clearTimeout(timer));
}

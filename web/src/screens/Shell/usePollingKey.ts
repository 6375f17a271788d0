import { useEffect, useState } from 'react';

/**
 * A number that goes up every `intervalMs` while `enabled`: pass it as a query's `fetchKey` (with the
 * 'store-and-network' policy) to refetch in the background without suspending.
 */
export function usePollingKey(intervalMs: number, enabled = true): number {
  const [key, setKey] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => setKey((current) => current + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, enabled]);
  return key;
}

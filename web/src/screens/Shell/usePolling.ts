import { useEffect, useRef } from 'react';

/** Calls `poll` every `intervalMs` while `enabled` (the latest `poll`: a new one does not restart the timer). */
export function usePolling(intervalMs: number, poll: () => void, enabled = true): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => latest.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, enabled]);
}

import { useEffect, useRef } from 'react';
import { useSocketConnected } from '../relay/environment';

/**
 * Calls `catchUp` when the subscription socket comes back after a drop (graphql-ws reconnects by itself, but
 * what was sent meanwhile never arrives), and when it first connects after the screen loaded its data without it
 * (what was sent between the screen's query and its subscription would never arrive either): the caller fetches
 * again what it shows (docs/messaging.md).
 */
export function useCatchUpOnReconnect(catchUp: () => void): void {
  const connected = useSocketConnected();
  const wasConnected = useRef(connected);
  const dropped = useRef(!connected);
  const latest = useRef(catchUp);
  useEffect(() => {
    latest.current = catchUp;
  });
  useEffect(() => {
    if (!connected && wasConnected.current) dropped.current = true;
    if (connected && dropped.current) {
      dropped.current = false;
      latest.current();
    }
    wasConnected.current = connected;
  }, [connected]);
}

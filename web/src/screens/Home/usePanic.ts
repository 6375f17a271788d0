/**
 * The panic button's state: a press raises a community alert (`activatePanic`,
 * which notifies the member's accepted connections). Once the server has answered, a 10-second panic starts
 * (button disabled and pulsing, a dialog with the server's humorous line), then everything resets. Pressing
 * again during a panic, or while the request is out, does nothing. Within 5 minutes of the last alert the
 * server answers RATE_LIMITED: then there is no panic, only a toast with the server's message.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { usePanicActivateMutation } from '../../__generated__/usePanicActivateMutation.graphql';
import { toast } from '../../components/toast/toast-store';
import { MutationError, successOf, useLazyPromiseMutation } from '../../relay/mutation';

const loadActivatePanicMutation = () =>
  import('./usePanicActivateMutation').then((module) => module.activatePanicMutation);

/** How long the button stays disabled and pulsing after a press. */
export const PANIC_DURATION_MS = 10_000;

export const PANIC_RATE_LIMITED_TITLE = 'Panic button cooling down';
export const PANIC_FAILED_TITLE = 'Panic button failed';
export const PANIC_FAILED_MESSAGE = 'Failed to raise the community alert. Please try again.';

export interface Panic {
  /** The 10-second panic: disabled and pulsing. */
  active: boolean;
  /** The request is out: disabled, not yet pulsing. */
  pending: boolean;
  line: string | null;
  /** How many connections the last alert reached (0: nobody, the member has no connections yet). */
  notified: number;
  dialogOpen: boolean;
  activate: () => void;
  closeDialog: () => void;
}

export function usePanic(): Panic {
  const [run, pending] = useLazyPromiseMutation<usePanicActivateMutation>(loadActivatePanicMutation);
  const [line, setLine] = useState<string | null>(null);
  const [notified, setNotified] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const activate = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    run({ variables: {} })
      .then((response) => {
        const { data } = successOf(response.activatePanic);
        if (!mounted.current) return;
        setLine(data.line);
        setNotified(data.notifiedCount);
        setDialogOpen(true);
        timer.current = setTimeout(() => {
          timer.current = undefined;
          busy.current = false;
          setLine(null);
          setDialogOpen(false);
        }, PANIC_DURATION_MS);
      })
      .catch((error: unknown) => {
        busy.current = false;
        if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return; // the session-loss toast shows
        if (error instanceof MutationError && error.code === 'RATE_LIMITED') {
          toast({ variant: 'destructive', title: PANIC_RATE_LIMITED_TITLE, description: error.message });
        } else {
          toast({ variant: 'destructive', title: PANIC_FAILED_TITLE, description: PANIC_FAILED_MESSAGE });
        }
      });
  }, [run]);

  return {
    active: line !== null,
    pending,
    line,
    notified,
    dialogOpen,
    activate,
    closeDialog: useCallback(() => setDialogOpen(false), []),
  };
}

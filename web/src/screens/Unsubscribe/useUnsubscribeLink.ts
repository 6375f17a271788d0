/**
 * The unsubscribe page's steps: the link is read first (GET, which changes nothing), then the member confirms
 * (POST). A bad link says so; a failure to read it offers another try, a failed confirmation keeps the button.
 */
import { useCallback, useEffect, useState } from 'react';
import type { UnsubscribeState } from '../../lib/unsubscribe';
import { confirmUnsubscribe, isInvalidLink, readUnsubscribeLink } from './unsubscribe-requests';

export type UnsubscribeStep =
  | { name: 'checking' }
  | { name: 'invalid' }
  | { name: 'unreadable' }
  | { name: 'asking'; state: UnsubscribeState; sending?: boolean; failed?: boolean }
  | { name: 'done'; state: UnsubscribeState }
  | { name: 'already'; state: UnsubscribeState };

export function useUnsubscribeLink(token: string | null) {
  const [step, setStep] = useState<UnsubscribeStep>(token ? { name: 'checking' } : { name: 'invalid' });
  const read = useCallback(
    (signal?: AbortSignal) => {
      if (!token) return;
      setStep({ name: 'checking' });
      readUnsubscribeLink(token, signal)
        .then((state) => {
          if (!signal?.aborted) setStep(state.subscribed ? { name: 'asking', state } : { name: 'already', state });
        })
        .catch((error: unknown) => {
          if (signal?.aborted) return;
          if (!isInvalidLink(error)) console.error(error);
          setStep(isInvalidLink(error) ? { name: 'invalid' } : { name: 'unreadable' });
        });
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal);
    return () => controller.abort();
  }, [read]);

  const readAgain = useCallback(() => read(), [read]);

  const confirm = useCallback(async () => {
    if (!token || step.name !== 'asking' || step.sending) return;
    const { state } = step;
    setStep({ name: 'asking', state, sending: true });
    try {
      setStep({ name: 'done', state: await confirmUnsubscribe(token) });
    } catch (error) {
      if (!isInvalidLink(error)) console.error(error);
      setStep(isInvalidLink(error) ? { name: 'invalid' } : { name: 'asking', state, failed: true });
    }
  }, [token, step]);

  return { step, confirm, readAgain };
}

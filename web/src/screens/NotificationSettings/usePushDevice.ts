/**
 * Push on this device: the browser's state (./push-device.ts), and turning it on (the browser's permission, a
 * subscription with the server's key, then addPushSubscription) or off (removePushSubscription, then the
 * browser's unsubscribe). A failure is a toast, and the state stays what it was.
 */
import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { toast } from '../../components/toast/toast-store';
import { urlBase64ToUint8Array } from '../../lib/web-push';
import { MutationError } from '../../relay/mutation';
import { readPushDevice, subscriptionInput, type PushDeviceState } from './push-device';
import { fetchPushPublicKey } from './pushPublicKey';
import { useAddPushSubscription } from './useAddPushSubscription';
import { useRemovePushSubscription } from './useRemovePushSubscription';

function failed(error: unknown, fallback: string) {
  if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
  console.error(error);
  const description = error instanceof MutationError ? error.message : fallback;
  toast({ title: 'Error', description, variant: 'destructive' });
}

export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>({ name: 'checking' });
  const [busy, setBusy] = useState(false);
  const environment = useRelayEnvironment();
  const add = useAddPushSubscription();
  const remove = useRemovePushSubscription();

  useEffect(() => {
    let current = true;
    readPushDevice()
      .then((found) => current && setState(found))
      .catch((error: unknown) => {
        console.error(error);
        if (current) setState({ name: 'unsupported' });
      });
    return () => {
      current = false;
    };
  }, []);

  async function turnOn() {
    if (state.name !== 'off') return;
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') {
        setState({ name: 'denied' });
        return;
      }
      if (permission !== 'granted') {
        toast({ title: 'Push is still off', description: 'Choose Allow when the browser asks, to turn it on.' });
        return;
      }
      const key = urlBase64ToUint8Array(await fetchPushPublicKey(environment));
      const subscription = await state.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      const input = subscriptionInput(subscription);
      try {
        if (!input) throw new Error('The browser gave an incomplete push subscription.');
        await add(input);
      } catch (error) {
        // The server does not know it: the browser must not keep a subscription nothing is sent to.
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }
      setState({ name: 'on', registration: state.registration, subscription });
      toast({ title: 'Push notifications are on for this device' });
    } catch (error) {
      failed(error, 'Push notifications could not be turned on. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    if (state.name !== 'on') return;
    setBusy(true);
    try {
      await remove(state.subscription.endpoint);
      await state.subscription.unsubscribe();
      setState({ name: 'off', registration: state.registration });
      toast({ title: 'Push notifications are off for this device' });
    } catch (error) {
      failed(error, 'Push notifications could not be turned off. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return { state, busy, turnOn, turnOff };
}

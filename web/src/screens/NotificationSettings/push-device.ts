/**
 * What this browser can do about push: no support at all, no service worker (none in `vite dev`, or not yet
 * installed), notifications blocked, or a push subscription on or off. The service worker is waited for a few
 * seconds at most, so the screen never hangs on one that will not come.
 */
export type PushDeviceState =
  | { name: 'checking' }
  | { name: 'unsupported' }
  | { name: 'no-worker' }
  | { name: 'denied' }
  | { name: 'off'; registration: ServiceWorkerRegistration }
  | { name: 'on'; registration: ServiceWorkerRegistration; subscription: PushSubscription };

const WORKER_WAIT_MS = 4000;

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The active service worker's registration, or null when there is none within a few seconds. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, giveUp]);
  } finally {
    clearTimeout(timer);
  }
}

export async function readPushDevice(): Promise<PushDeviceState> {
  if (!pushSupported()) return { name: 'unsupported' };
  const registration = await workerRegistration();
  if (!registration) return { name: 'no-worker' };
  // A subscription outlives a permission taken back later: blocked is what the member must act on.
  if (Notification.permission === 'denied') return { name: 'denied' };
  const subscription = await registration.pushManager.getSubscription();
  return subscription ? { name: 'on', registration, subscription } : { name: 'off', registration };
}

/** addPushSubscription's input, from the subscription's toJSON(); null when the browser left a part out. */
export function subscriptionInput(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * Web Push (docs/notifications.md): the devices that accepted push for a member, the server's VAPID key pair
 * (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair made once and kept in the database, like the calendar key), and
 * sending: web-push encrypts the payload (RFC 8291) and signs the request (RFC 8292); we post it ourselves, with
 * a time limit, so a slow push service holds nothing up.
 */
import webpush from 'web-push';
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { badInput } from '../errors.js';
import { serverSecret } from '../server-secrets.js';
import type { Services } from '../services.js';

/** What the service worker shows: see the web app's service worker. */
export interface PushPayload {
  title: string;
  body: string;
  /** The app's page to open on a click. */
  url: string;
  /** Pushes with one tag replace each other on the device (a burst of fist bumps is one notification). */
  tag?: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The configured pair, or the stored one (made on first need; several processes may race, the first wins). */
export async function vapidKeys(services: Pick<Services, 'prisma' | 'config'>): Promise<VapidKeys> {
  const configured = services.config.notifications.vapid;
  if (configured) return configured;
  const stored = await serverSecret(services.prisma, 'vapid-keys', undefined, true, () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return JSON.parse(stored!) as VapidKeys;
}

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionInput = z.object({
  endpoint: z.string().trim().max(2000),
  keys: z.object({
    p256dh: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'must be the subscription key p256dh'),
    auth: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, 'must be the subscription key auth'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/**
 * A push service's address: https, as every browser's is. The server posts to it, so a member must not be able to
 * point it elsewhere; outside production a plain-http address on this machine is allowed, for tests.
 */
export function checkPushEndpoint(endpoint: string, env: Services['config']['env']): string {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  const local = url?.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (!url || !(url.protocol === 'https:' || (local && env !== 'production')))
    throw badInput('The push subscription must have an https endpoint.', [
      { field: 'endpoint', message: 'must be an https address' },
    ]);
  return url.toString();
}

/** Adds (or takes over, when the device was another member's) a device; answers its id. */
export async function addPushSubscription(
  services: Pick<Services, 'prisma' | 'config'>,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<string> {
  const endpoint = checkPushEndpoint(input.endpoint, services.config.env);
  const data = {
    userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  };
  const row = await services.prisma.pushSubscription.upsert({
    where: { endpoint },
    create: { endpoint, ...data },
    update: { ...data, failures: 0 },
    select: { id: true },
  });
  return row.id;
}

/** Removes the member's device with that endpoint (turning push off there); answers whether there was one. */
export async function removePushSubscription(db: DbTx, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db.pushSubscription.deleteMany({ where: { userId, endpoint } });
  return removed.count > 0;
}

interface Device {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Failures in a row after which a device that keeps refusing is dropped. */
const MAX_FAILURES = 5;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one payload to each device; a device the push service says is gone (404, 410) is removed. Never throws:
 * a push that could not go is logged (the notification is still in the app, and in the mail if chosen).
 */
export async function sendPush(
  services: Pick<Services, 'prisma' | 'config' | 'logger'>,
  devices: readonly Device[],
  payload: PushPayload,
): Promise<number> {
  if (devices.length === 0) return 0;
  const keys = await vapidKeys(services);
  let sent = 0;
  await Promise.all(
    devices.map(async (device) => {
      try {
        const request = webpush.generateRequestDetails(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject: services.config.notifications.vapidSubject, ...keys },
            TTL: 24 * 60 * 60,
            urgency: payload.tag === 'community-alert' ? 'high' : 'normal',
            ...(payload.tag ? { topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}),
          },
        );
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        if (response.status === 404 || response.status === 410) {
          await services.prisma.pushSubscription.deleteMany({ where: { id: device.id } });
        } else if (!response.ok) {
          throw new Error(`the push service answered ${response.status}`);
        } else {
          sent += 1;
          await services.prisma.pushSubscription.updateMany({
            where: { id: device.id, failures: { gt: 0 } },
            data: { failures: 0 },
          });
        }
      } catch (err) {
        services.logger.warn({ err, pushSubscriptionId: device.id }, 'a push could not be sent');
        await recordFailure(services, device.id).catch((error: unknown) =>
          services.logger.warn({ err: error, pushSubscriptionId: device.id }, 'recording a push failure failed'),
        );
      }
    }),
  );
  return sent;
}

async function recordFailure(services: Pick<Services, 'prisma'>, id: string) {
  const [failed] = await services.prisma.pushSubscription.updateManyAndReturn({
    where: { id },
    data: { failures: { increment: 1 } },
    select: { failures: true },
  });
  if (failed && failed.failures >= MAX_FAILURES) await services.prisma.pushSubscription.deleteMany({ where: { id } });
}

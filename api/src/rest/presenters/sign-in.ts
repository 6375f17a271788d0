/** A sign-in history event as /api presents it (domain/accounts/sign-in-history-list.ts). */
import type { ListedSignIn } from '../../domain/accounts/sign-in-history-list.js';

export function presentSignIn(event: ListedSignIn) {
  return {
    id: event.id,
    method: event.method,
    succeeded: event.succeeded,
    browser: event.browser,
    os: event.os,
    device: event.device,
    ipAddress: event.ipAddress,
    createdAt: event.createdAt.toISOString(),
  };
}

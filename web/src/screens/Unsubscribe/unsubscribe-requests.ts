/**
 * GET and POST /api/notifications/unsubscribe: what a mail's link would stop, and stopping it. No sign-in: the
 * link's token says who and what. Plain `fetch`, as lazy chunks do (docs/web.md): no session-loss flow here.
 */
import { ApiError } from '../../api/api-error';
import { unsubscribeStateOf, type UnsubscribeState } from '../../lib/unsubscribe';

async function call(method: 'GET' | 'POST', token: string, signal?: AbortSignal): Promise<UnsubscribeState> {
  const response = await fetch(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiError(response.status, text || response.statusText);
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: refused below
  }
  const state = unsubscribeStateOf(body);
  if (!state) throw new Error(`Unexpected unsubscribe answer: ${text.slice(0, 200)}`);
  return state;
}

/** What the link would stop, and whether it is still on; changes nothing (mail scanners open links). */
export const readUnsubscribeLink = (token: string, signal?: AbortSignal) => call('GET', token, signal);

/** Turns that mail off. */
export const confirmUnsubscribe = (token: string) => call('POST', token);

/** A link the server does not know (404), or one without a token (400): there is nothing to retry. */
export const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

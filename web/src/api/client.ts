/**
 * Calls to the /api adapter: cookies always sent, JSON or a form upload as the body,
 * a JSON answer parsed (raw text otherwise), and a non-ok answer raised as '{status}: {body text}'.
 * A 401 also starts the session-loss flow, unless the caller is the one asking whether anyone is signed in.
 */
import { handleSessionLoss } from '../session/session-loss';
import { ApiError } from './api-error';

export { ApiError };

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (multipart). */
  form?: FormData;
  signal?: AbortSignal;
  /** For the session probe: a 401 is an answer, not a lost session. */
  allowUnauthorized?: boolean;
}

export async function api<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = request.json !== undefined || request.form ? 'POST' : 'GET', json, form, signal } = request;
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    signal,
    headers:
      json !== undefined
        ? { 'Content-Type': 'application/json', Accept: 'application/json' }
        : { Accept: 'application/json' },
    body: form ?? (json !== undefined ? JSON.stringify(json) : undefined),
  });
  if (!response.ok) {
    const text = (await response.text().catch(() => '')) || response.statusText;
    if (response.status === 401 && !request.allowUnauthorized) handleSessionLoss();
    throw new ApiError(response.status, text);
  }
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

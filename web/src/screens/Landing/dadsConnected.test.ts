import { describe, expect, it } from 'vitest';
import { fetchDadsConnected } from './dadsConnected';

const answering = (response: Response | Error) =>
  (async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as typeof fetch;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchDadsConnected', () => {
  it('shows the member count the API reports', async () => {
    expect(await fetchDadsConnected(answering(json({ count: 1234 })))).toBe(1234);
  });

  it('asks for the count on the same origin with the session cookie', async () => {
    const calls: [RequestInfo | URL, RequestInit | undefined][] = [];
    const recording = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push([input, init]);
      return json({ count: 7 });
    }) as typeof fetch;
    await fetchDadsConnected(recording);
    expect(calls).toEqual([['/api/users/count', expect.objectContaining({ credentials: 'same-origin' })]]);
  });

  it('falls back to 1 when the request fails', async () => {
    expect(await fetchDadsConnected(answering(new TypeError('Failed to fetch')))).toBe(1);
  });

  it('falls back to 1 on an error status', async () => {
    expect(await fetchDadsConnected(answering(json({ count: 99 }, 500)))).toBe(1);
  });

  it('falls back to 1 when the answer holds no usable number', async () => {
    for (const body of [{ count: '12' }, { count: null }, {}, null, { count: -3 }, { count: 1.5 }]) {
      expect(await fetchDadsConnected(answering(json(body)))).toBe(1);
    }
    expect(await fetchDadsConnected(answering(new Response('<html>', { status: 200 })))).toBe(1);
  });
});

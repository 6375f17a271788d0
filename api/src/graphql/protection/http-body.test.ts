/**
 * /graphql reads small bodies only (finding 2: it took 10 MB), and answers one it cannot decode with a 400 or
 * a 415 (finding 5: a gzip Content-Encoding on a plain body was a 500).
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { GRAPHQL_BODY_LIMIT_BYTES } from './document-limits.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const QUERY = JSON.stringify({ query: '{ memberCount }' });

async function post(body: string | Buffer, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
}

describe('the /graphql body', () => {
  it('is refused with 413 above the limit', async () => {
    const padding = 'x'.repeat(GRAPHQL_BODY_LIMIT_BYTES);
    const { status, body } = await post(JSON.stringify({ query: '{ memberCount }', variables: { padding } }));
    expect(status).toBe(413);
    expect(body.errors).toEqual([{ message: 'The request body is too large: at most 64 KB.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }]);
  });

  it('is refused with 413 above the limit once decompressed, however small compressed', async () => {
    const bomb = gzipSync(JSON.stringify({ query: '{ memberCount }', variables: { padding: ' '.repeat(10 * GRAPHQL_BODY_LIMIT_BYTES) } }));
    expect(bomb.length).toBeLessThan(GRAPHQL_BODY_LIMIT_BYTES / 10);
    expect((await post(bomb, { 'content-encoding': 'gzip' })).status).toBe(413);
  });

  it('may be compressed', async () => {
    const { status, body } = await post(gzipSync(QUERY), { 'content-encoding': 'gzip' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ memberCount: expect.any(Number) });
  });

  it('is a 400 when it does not match its Content-Encoding', async () => {
    const { status, body } = await post(QUERY, { 'content-encoding': 'gzip' });
    expect(status).toBe(400);
    expect(body.errors?.[0]).toEqual({
      message: 'The request body could not be read: it does not match its Content-Encoding or Content-Length.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('is a 415 in an encoding we do not know', async () => {
    const { status, body } = await post(QUERY, { 'content-encoding': 'snappy' });
    expect(status).toBe(415);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('is a 400 when it is not JSON', async () => {
    const { status, body } = await post('{"query": ', { accept: 'application/graphql-response+json' });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/invalid JSON/);
  });

  it('still works without a body (GET)', async () => {
    const response = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ memberCount }')}`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { memberCount: expect.any(Number) } });
  });
});

import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUpload } from '../domain/uploads/store.js';
import { errorHandler } from '../rest/errors.js';
import { MAX_UPLOAD_BYTES, multipart, uploadedFile } from '../rest/uploads.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser } from '../testing/factories.js';
import { withPublicUrl } from './web.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ WEB_DIST_DIR: '/nonexistent/web/dist' });
});
afterAll(() => app.close());

describe('operations endpoints', () => {
  it('GET /healthz answers while the process runs', async () => {
    const response = await app.client().get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz checks the database, and says whether the image model is loaded', async () => {
    const response = await app.client().get('/readyz');
    expect(response.status).toBe(200);
    // The test app does not load the model at start: uploads would wait for it, the process is ready anyway.
    expect(await response.json()).toEqual({ status: 'ready', database: app.db.kind, images: 'loading' });
    await app.services.moderation.ready();
    expect(await (await app.client().get('/readyz')).json()).toEqual({
      status: 'ready',
      database: app.db.kind,
      images: 'ready',
    });
  }, 120_000);

  it('gives every response a request id, keeping a sane one the caller sent', async () => {
    const own = await app.client().get('/healthz', { 'x-request-id': 'trace-123' });
    expect(own.headers.get('x-request-id')).toBe('trace-123');
    const generated = await app.client().get('/healthz', { 'x-request-id': 'bad id with spaces' });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the /api adapter', () => {
  it('answers an unknown path with 404 JSON', async () => {
    const response = await app.client().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.client().post('/api/login', { raw: '{"email":', type: 'application/json' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/not valid JSON/);
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const response = await app.client().post('/api/login', { json: { email: 'x'.repeat(1_100_000), password: 'p' } });
    expect(response.status).toBe(413);
  });

  it('refuses a write from another site with 403, and accepts ours', async () => {
    const foreign = await app.client().post('/api/login', { json: {} }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    const ours = await app.client().post('/api/login', { json: {} }, { origin: app.url });
    expect(ours.status).toBe(400);
  });

  it('GET /api/users/count counts the members', async () => {
    const before = (await (await app.client().get('/api/users/count')).json()).count;
    await app.client().post('/api/register', {
      json: { email: 'counted@example.com', username: 'counted_dad', password: 'counting-1', confirmAdult: true },
    });
    const response = await app.client().get('/api/users/count');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: before + 1 });
  });
});

describe('multipart uploads', () => {
  // The shared multipart middleware, mounted on a bare router the way feature routes mount it.
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const router = express();
    router.post('/upload', multipart([{ name: 'image' }]), (req, res) => {
      res.json({ size: uploadedFile(req.files, 'image')?.size ?? null, caption: req.body.caption });
    });
    router.use(errorHandler);
    const server = createServer(router);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  const send = (bytes: number) => {
    const form = new FormData();
    form.set('caption', 'Grill day');
    form.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'grill.png');
    return fetch(`${url}/upload`, { method: 'POST', body: form });
  };

  it('accepts a file of exactly 5 MB with its fields', async () => {
    const response = await send(MAX_UPLOAD_BYTES);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ size: MAX_UPLOAD_BYTES, caption: 'Grill day' });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const response = await send(MAX_UPLOAD_BYTES + 1);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/5 MB/);
  });

  it('refuses a file in a field the route does not take with 400', async () => {
    const form = new FormData();
    form.set('other', new Blob([new Uint8Array(10)]), 'x.bin');
    const response = await fetch(`${url}/upload`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
  });
});

describe('GET /uploads/<key>', () => {
  // A member's profile picture: everyone may see it (who sees what else: uploads-access.test.ts).
  const profilePicture = async (data: Buffer, mimeType: string) => {
    const owner = await buildUser(app.services.prisma);
    const { url } = await storeUpload(app.services.prisma, { data, mimeType, ownerId: owner.id });
    await app.services.prisma.user.update({ where: { id: owner.id }, data: { profileImageUrl: url } });
    return url;
  };

  it('serves a stored file with its type, and 404 for unknown keys', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const url = await profilePicture(png, 'image/png');
    const response = await app.client().get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
    const etag = response.headers.get('etag')!;
    expect((await app.client().get(url, { 'if-none-match': etag })).status).toBe(304);
    expect((await app.client().get('/uploads/AAAAAAAAAAAAAAAAAAAAAA.png')).status).toBe(404);
    expect((await app.client().get('/uploads/..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });

  it('makes a non-image download instead of display', async () => {
    const url = await profilePicture(Buffer.from('hello'), 'text/plain');
    const response = await app.client().get(url);
    expect(response.headers.get('content-disposition')).toBe('attachment');
  });
});

describe('the web app', () => {
  it('writes PUBLIC_URL into the page once, for the links that leave the app', () => {
    const page = '<html><head><title>x</title></head><body></body></html>';
    const withUrl = withPublicUrl(page, 'https://dadhood.example');
    expect(withUrl).toContain('<meta name="public-url" content="https://dadhood.example" />\n</head>');
    expect(withPublicUrl(withUrl, 'https://other.example')).toBe(withUrl);
    expect(withPublicUrl(page, 'https://x.example/?a="b"')).toContain('content="https://x.example/?a=&quot;b&quot;"');
  });

  it('says how to build it when it has not been built', async () => {
    const response = await app.client().get('/some/page');
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/npm run build/);
  });
});

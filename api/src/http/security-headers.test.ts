import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUpload } from '../domain/uploads/store.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser } from '../testing/factories.js';

/** The policy as directive -> sources. */
function parsePolicy(header: string | null): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const directive of (header ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

/** A stand-in for web/dist: the three pages, without a real build. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dadhood-dist-'));
  for (const page of ['index', 'login', 'graphiql']) {
    writeFileSync(path.join(dir, `${page}.html`), `<!doctype html><title>${page}</title>`);
  }
  writeFileSync(
    path.join(dir, 'login.html'),
    '<!doctype html><script type="application/json" id="login-state">null</script>',
  );
  return dir;
}

let dist: string;
let app: TestApp;
beforeAll(async () => {
  dist = fakeWebDist();
  app = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the Content-Security-Policy of the pages', () => {
  const pages = {
    'the app': '/',
    'a page of the app': '/profile/42',
    'a page nobody has (the app shows its 404)': '/no/such/page',
    'the sign-in page': '/api/login',
  };

  for (const [name, address] of Object.entries(pages)) {
    it(`holds on ${name}`, async () => {
      const response = await app.client().get(address, { accept: 'text/html' });
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = parsePolicy(response.headers.get('content-security-policy'));
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      // The app's page registers its service worker (web.test.ts); no other page starts a worker.
      expect(policy.get('worker-src')).toEqual(address === '/api/login' ? ["'none'"] : ["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'", app.url.replace('http:', 'ws:')]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
    });
  }

  it('holds on error answers too', async () => {
    const notBuilt = await createTestApp({ WEB_DIST_DIR: '/nonexistent/web/dist' }, { db: app.db });
    try {
      const response = await notBuilt.client().get('/some/page');
      expect(response.status).toBe(503);
      expect(parsePolicy(response.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"]);
    } finally {
      await notBuilt.close();
    }
    const badAddress = await app.client().get('/api/no-such-thing');
    expect(badAddress.status).toBe(404);
    expect(badAddress.headers.get('content-security-policy')).toMatch(/default-src/);
  });

  it('comes with the other protective headers', async () => {
    const response = await app.client().get('/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // Plain http cannot promise https.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('lets GraphiQL start web workers (its editor, Monaco, runs in them)', async () => {
    const response = await app.client().get('/graphql', { accept: 'text/html' });
    const policy = parsePolicy(response.headers.get('content-security-policy'));
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('leaves uploads their own stricter policy, and lets other sites show uploaded pictures', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const owner = await buildUser(app.services.prisma);
    const { url } = await storeUpload(app.services.prisma, { data: png, mimeType: 'image/png', ownerId: owner.id });
    await app.services.prisma.user.update({ where: { id: owner.id }, data: { profileImageUrl: url } });
    const response = await app.client().get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self'; sandbox");
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe('an https deployment', () => {
  it('upgrades insecure requests, asks for https (HSTS) and shows no http pictures', async () => {
    const secure = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://dadhood.example' }, { db: app.db });
    try {
      const response = await secure.client().get('/');
      const policy = parsePolicy(response.headers.get('content-security-policy'));
      expect(policy.has('upgrade-insecure-requests')).toBe(true);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(policy.get('connect-src')).toEqual(["'self'", 'wss://dadhood.example']);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';

/** A stand-in for web/dist with what the installable app adds: the service worker, the manifest, an icon. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dadhood-dist-'));
  mkdirSync(path.join(dir, 'icons'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><head><title>Dadhood</title></head><div id="root"></div>',
  );
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Dadhood', start_url: '/' }));
  writeFileSync(path.join(dir, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
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

describe('the installable app', () => {
  it('serves the service worker as a script the browser asks for again at each update check', async () => {
    const response = await app.client().get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // At the root, its scope is the whole app without a Service-Worker-Allowed header.
    expect(response.headers.get('service-worker-allowed')).toBeNull();
  });

  it('serves the manifest as a web app manifest, asked for again at each use', async () => {
    const response = await app.client().get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toMatchObject({ name: 'Dadhood' });
  });

  it('serves the icons as images', async () => {
    const response = await app.client().get('/icons/icon-192.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it("sends /index.html to the app's page at /, which has its public address and its policy", async () => {
    const response = await app.client().get('/index.html');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/');
  });

  it("lets the app's page, and it only, register a worker of its own origin", async () => {
    const workerSources = async (address: string) => {
      const policy = (await app.client().get(address, { accept: 'text/html' })).headers.get('content-security-policy');
      return /(?:^|;)\s*worker-src ([^;]*)/.exec(policy ?? '')?.[1];
    };
    expect(await workerSources('/')).toBe("'self'");
    expect(await workerSources('/posts/42')).toBe("'self'");
    expect(await workerSources('/api/login')).toBe("'none'");
    expect(await workerSources('/sw.js')).toBe("'none'");
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';

const PAGE = '<!doctype html><title>GraphiQL</title><script type="module" src="/assets/graphiql-x.js"></script>';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let dist: string;
let app: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'dadhood-dist-'));
  writeFileSync(path.join(dist, 'graphiql.html'), PAGE);
  app = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /graphql in a browser', () => {
  it('serves our bundled GraphiQL page, not one that loads scripts from a CDN', async () => {
    const response = await app.client().get('/graphql', { accept: BROWSER_ACCEPT });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('vary')).toMatch(/Accept/i);
    expect(await response.text()).toBe(PAGE);
  });

  it('still answers GraphQL clients, fetch() and curl with JSON', async () => {
    for (const accept of ['application/graphql-response+json', 'application/json', '*/*']) {
      const response = await app.client().get('/graphql?query=%7BmemberCount%7D', { accept });
      expect(response.headers.get('content-type'), accept).toMatch(/json/);
      expect(await response.json(), accept).toMatchObject({ data: { memberCount: expect.any(Number) } });
    }
    const { body } = await app.client().graphql('{ memberCount }');
    expect(body.data).toEqual({ memberCount: expect.any(Number) });
  });

  it('sends the page address /graphiql.html to /graphql, where its policy lets the editor run', async () => {
    const response = await app.client().get('/graphiql.html');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/graphql');
  });

  it('says how to build GraphiQL when the web app has not been built', async () => {
    const notBuilt = await createTestApp({ WEB_DIST_DIR: '/nonexistent/web/dist' }, { db: app.db });
    try {
      const response = await notBuilt.client().get('/graphql', { accept: BROWSER_ACCEPT });
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/npm run build/);
    } finally {
      await notBuilt.close();
    }
  });
});

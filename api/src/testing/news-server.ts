/**
 * Test support: a real HTTP server on 127.0.0.1 serving canned provider answers (news-fixtures/), so the providers
 * are tested through global fetch exactly as they run, without mocks. Records every request it receives.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Route {
  status?: number;
  type?: string;
  body: string;
  /** The answer waits for this (a slow or hanging provider). */
  hold?: Promise<void>;
}

export interface FixtureServer {
  url: string;
  routes: Map<string, Route>;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  /** Requests received for this path (without the query). */
  hits(path: string): number;
  close(): Promise<void>;
}

export const fixture = (name: string) => readFileSync(new URL(`./news-fixtures/${name}`, import.meta.url), 'utf8');

export async function startFixtureServer(routes: Record<string, Route> = {}): Promise<FixtureServer> {
  const table = new Map(Object.entries(routes));
  const requests: FixtureServer['requests'] = [];
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push({ path: req.url ?? '/', headers: req.headers });
    const route = table.get(path);
    void (route?.hold ?? Promise.resolve()).then(() => {
      if (res.destroyed) return;
      res.writeHead(route ? (route.status ?? 200) : 404, { 'content-type': route?.type ?? 'text/plain' });
      res.end(route ? route.body : 'not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routes: table,
    requests,
    hits: (path) => requests.filter((r) => r.path.split('?')[0] === path).length,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

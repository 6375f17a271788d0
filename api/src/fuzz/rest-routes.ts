/**
 * Every route the Express app serves (method and path pattern), read at run time from its router stack, so
 * a route added tomorrow is fuzzed tomorrow without editing this suite.
 */
import type { Express } from 'express';
import { createApp } from '../http/app.js';
import type { TestApp } from '../testing/app.js';

export interface RestRoute {
  method: string;
  /** An Express path pattern, e.g. /api/posts/:id */
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const join = (prefix: string, path: string) => `${prefix}${path === '/' ? '' : path}` || '/';

function collect(stack: Layer[], prefix: string, into: RestRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths.filter((p): p is string => typeof p === 'string')) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') into.push({ method: method.toUpperCase(), path: join(prefix, path) });
        }
      }
    } else if (layer.handle?.stack && typeof layer.rawPath === 'string') {
      collect(layer.handle.stack, join(prefix, layer.rawPath), into);
    }
  }
}

/** The routes of the app the test app runs, built from the same services (HEAD and OPTIONS left out). */
export function restRoutes(app: TestApp): RestRoute[] {
  const express = createApp({
    services: app.services,
    db: app.db,
    yoga: app.yoga,
    isAccepting: () => true,
  }) as Express & {
    router: { stack: Layer[] };
  };
  const routes: RestRoute[] = [];
  collect(express.router.stack, '', routes);
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key) || route.method === 'HEAD' || route.method === 'OPTIONS') return false;
    seen.add(key);
    return true;
  });
}

/** The kind of row a route's :id names, from the path (/api/posts/:id is a Post). */
export function idKindOf(path: string): string | undefined {
  if (path.startsWith('/api/events/invitations/:')) return 'EventInvitation';
  const match =
    /\/api\/(posts|comments|groups|events|channels|notifications|connections|users|questions|answers)\/:/.exec(path);
  const kinds: Record<string, string> = {
    posts: 'Post',
    comments: 'Comment',
    groups: 'Group',
    events: 'Event',
    channels: 'Channel',
    notifications: 'Notification',
    connections: 'Connection',
    users: 'User',
    questions: 'Question',
    answers: 'Answer',
  };
  return match ? kinds[match[1]!] : undefined;
}

import { describe, expect, it } from 'vitest';
import { SERVER_PATHS } from './app-navigation';

const servedByTheApi = (pathAndQuery: string) => SERVER_PATHS.some((path) => path.test(pathAndQuery));

describe('SERVER_PATHS', () => {
  it("holds what the API serves itself, which the app's page must never stand in for", () => {
    for (const path of [
      '/api',
      '/api/login',
      '/api/login?returnTo=/home',
      '/api/logout',
      '/api/calendar/abc.ics',
      '/graphql',
      '/graphql?query=x',
      '/uploads/abc.png',
      '/assets/app-1234.js',
      '/icons/icon-192.png',
      '/healthz',
      '/readyz',
      '/metrics',
      '/sw.js',
      '/manifest.webmanifest',
      '/login.html',
      '/graphiql.html?x=1',
    ]) {
      expect(servedByTheApi(path), path).toBe(true);
    }
  });

  it("leaves the app's routes, query and all", () => {
    for (const path of [
      '/',
      '/home',
      '/home?tag=grill.master',
      '/posts/123',
      '/profile/42',
      '/notifications',
      '/settings/developer',
      '/apiary',
      '/graphql-tips',
      '/metrics-for-dads',
    ]) {
      expect(servedByTheApi(path), path).toBe(false);
    }
  });
});

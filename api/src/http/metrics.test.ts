/**
 * /metrics after real traffic: the families an operator's dashboards read (requests, GraphQL operations,
 * WebSockets, jobs, the pool, Node's own) with the labels they group by; refused to anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activatePanic } from '../domain/panic/activate.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildConnection, buildUser, signedInMember } from '../testing/factories.js';
import { collectSubscription, graphqlWsClient } from '../testing/graphql-ws.js';
import { graphql } from '../testing/graphql.js';
import { testDatabaseKind } from '../testing/databases.js';

const TOKEN = 'scrape-token-0123456789';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.20.0.0/16,2001:db8::1' });
});
afterAll(() => app.close());

/** The sample lines of one family: `name{labels} value`. */
function samples(text: string, name: string): string[] {
  return text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

async function scrape(headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }, ip = '203.0.113.7') {
  return app.client(ip).get('/metrics', headers);
}

describe('/metrics', () => {
  it('answers with the request, GraphQL, WebSocket, job, pool and process families after traffic', async () => {
    const { user, client, cookie } = await signedInMember(app);
    expect((await client.get('/api/users/count')).status).toBe(200);
    expect((await client.get(`/api/users/${user.id}`)).status).toBe(200);
    const viewer = await graphql(app, 'query MetricsViewer { viewer { username } }', {}, cookie);
    expect(viewer.data.viewer.username).toBe(user.username);

    // A live subscription open while scraping, and a job run by this process.
    const socket = graphqlWsClient(app.url, { cookie, origin: app.url });
    const stream = collectSubscription(socket, 'subscription MetricsCount { unreadNotificationCount }');
    try {
      await stream.until(1);
      const friend = await buildUser(app.services.prisma);
      await buildConnection(app.services.prisma, user.id, friend.id);
      await activatePanic(app.services, user.id);
      expect(await app.runJobs()).toBe(1);

      const response = await scrape();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();

      expect(samples(text, 'dadhood_http_request_duration_seconds_count')).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\S+\{route="\/api\/users\/count",method="GET",status="200"\} [1-9]/),
          expect.stringMatching(/^\S+\{route="\/api\/users\/:id",method="GET",status="200"\} [1-9]/),
          expect.stringMatching(/^\S+\{route="\/api\/login",method="POST",status="200"\} [1-9]/),
        ]),
      );
      expect(samples(text, 'dadhood_graphql_operation_duration_seconds_count')).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/\{operation="MetricsViewer",type="query",outcome="ok"\} 1$/),
          expect.stringMatching(/\{operation="MetricsCount",type="subscription",outcome="ok"\} 1$/),
        ]),
      );
      expect(samples(text, 'dadhood_websocket_connections')).toEqual(['dadhood_websocket_connections 1']);
      expect(samples(text, 'dadhood_websocket_operations')).toEqual(['dadhood_websocket_operations 1']);
      expect(samples(text, 'dadhood_job_attempts_total')).toContain(
        'dadhood_job_attempts_total{job="panic-fan-out",outcome="done"} 1',
      );
      expect(samples(text, 'dadhood_jobs')).toEqual(
        expect.arrayContaining([
          'dadhood_jobs{job="panic-fan-out",state="queued"} 0',
          'dadhood_jobs{job="panic-fan-out",state="failed"} 0',
          'dadhood_jobs{job="sweep-expired",state="running"} 0',
        ]),
      );
      if (testDatabaseKind === 'postgres') {
        expect(samples(text, 'dadhood_db_pool_connections')).toEqual(
          expect.arrayContaining([expect.stringMatching(/^dadhood_db_pool_connections\{state="total"\} [1-9]/)]),
        );
      }
      for (const family of [
        'dadhood_nodejs_eventloop_lag_p99_seconds',
        'dadhood_process_resident_memory_bytes',
        'dadhood_nodejs_heap_size_used_bytes',
        'dadhood_process_cpu_seconds_total',
      ]) {
        expect(samples(text, family), family).toHaveLength(1);
      }
    } finally {
      stream.unsubscribe();
      await socket.dispose();
    }
  });

  it('counts a path no route answered by its kind, not by the path itself', async () => {
    const client = app.client();
    expect((await client.get('/api/no-such-thing-4711')).status).toBe(404);
    const text = await (await scrape()).text();
    expect(text).not.toContain('no-such-thing-4711');
    expect(text).toMatch(/route="\/api \(no route\)",method="GET",status="404"/);
  });

  it('is refused without the token from an address METRICS_ALLOW does not name, and served to one it names', async () => {
    const refused = await scrape({});
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: 'Metrics are served only to the addresses METRICS_ALLOW names, or with the METRICS_TOKEN.',
    });
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).status).toBe(403);
    expect((await scrape({ authorization: TOKEN })).status).toBe(403);
    expect((await scrape({}, '10.20.3.4')).status).toBe(200);
    expect((await scrape({}, '2001:db8::1')).status).toBe(200);
    expect((await scrape({}, '10.21.0.1')).status).toBe(403);
    // Loopback is not allowed once METRICS_ALLOW is set without it.
    expect((await scrape({}, '127.0.0.1')).status).toBe(403);
  });
});

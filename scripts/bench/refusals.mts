/**
 * `npm run bench:refusals`: how fast the server turns away the two queries that used to take it
 * down (docs/graphql-limits.md), measured from outside with curl (`time_total`, so the figure includes the
 * upload of the body): the member's comments → post → comments ... query at 30 levels and 20,000 aliases of
 * `memberCount` from a visitor, 0.3 MB. Starts the real app on a fresh PGlite folder, makes a member with a post,
 * sends each query BENCH_RUNS times (default 7), and checks after each run that /readyz still answers.
 * The last line is one JSON object.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApi } from '../lib/app-process.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dadhood-refusals-'));
const api = await startApi({ DATA_DIR: dataDir });

function nestedComments(levels: number): string {
  const open = 'comments(first: 1) { edges { node { post { '.repeat(levels);
  const close = ' } } } }'.repeat(levels);
  return `query($id: String!) { post(databaseId: $id) { ${open}databaseId${close} } }`;
}
const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

async function json(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A member who finished onboarding, with one post: the cookie and the post's id. */
async function memberWithPost(): Promise<{ cookie: string; postId: string }> {
  const tag = Date.now().toString(36);
  const registered = await fetch(`${api.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench_${tag}@example.com`,
      username: `bench_${tag}`,
      password: 'grill-master-42',
      confirmAdult: true,
    }),
  });
  await json(registered);
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const headers = { 'content-type': 'application/json', cookie };
  await json(
    await fetch(`${api.url}/api/users/onboarding`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ dadType: 'new', location: 'Austin, TX', interests: ['grilling'] }),
    }),
  );
  const post = await json(
    await fetch(`${api.url}/api/posts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: 'Benchmark post' }),
    }),
  );
  return { cookie, postId: String(post.id) };
}

/** curl's own figures for one POST /graphql of `body`: status and total milliseconds. */
function curlPost(bodyFile: string, cookie?: string): { status: number; ms: number } {
  const args = ['-s', '-o', '/dev/null', '-w', '%{http_code} %{time_total}', '-H', 'content-type: application/json'];
  if (cookie) args.push('-H', `cookie: ${cookie}`);
  args.push('--data-binary', `@${bodyFile}`, `${api.url}/graphql`);
  const [status, seconds] = spawnSync('curl', args, { encoding: 'utf8' }).stdout.split(' ');
  return { status: Number(status), ms: Number(seconds) * 1000 };
}

function curlReadyz(): { status: number; ms: number } {
  const [status, seconds] = spawnSync(
    'curl',
    ['-s', '-o', '/dev/null', '-w', '%{http_code} %{time_total}', `${api.url}/readyz`],
    { encoding: 'utf8' },
  ).stdout.split(' ');
  return { status: Number(status), ms: Number(seconds) * 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

try {
  const { cookie, postId } = await memberWithPost();
  const cases = [
    {
      name: 'nested comments, 30 levels (member)',
      body: { query: nestedComments(30), variables: { id: postId } },
      cookie,
    },
    { name: '20,000 aliases of memberCount (visitor)', body: { query: aliases(20_000, 'memberCount') } },
  ];
  const results = [];
  for (const c of cases) {
    const file = path.join(dataDir, 'body.json');
    writeFileSync(file, JSON.stringify(c.body));
    const times: number[] = [];
    const statuses = new Set<number>();
    let slowestReadyz = 0;
    for (let i = 0; i < runs; i++) {
      const { status, ms } = curlPost(file, c.cookie);
      statuses.add(status);
      times.push(ms);
      const ready = curlReadyz();
      if (ready.status !== 200) throw new Error(`/readyz answered ${ready.status} after ${c.name}`);
      slowestReadyz = Math.max(slowestReadyz, ready.ms);
    }
    const result = {
      case: c.name,
      bytes: Buffer.byteLength(JSON.stringify(c.body)),
      statuses: [...statuses],
      medianMs: round(median(times)),
      maxMs: round(Math.max(...times)),
      slowestReadyzAfterMs: round(slowestReadyz),
    };
    console.log(
      `${result.case}: ${result.statuses.join('/')} in ${result.medianMs} ms (median of ${runs}, max ${result.maxMs} ms); /readyz after it: at most ${result.slowestReadyzAfterMs} ms`,
    );
    results.push(result);
  }
  console.log(JSON.stringify({ runs, loadAverage: os.loadavg()[0], results }));
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Runs fuzz cases against the world's app over real HTTP and judges each answer: never a 5xx, never
 * INTERNAL_SERVER_ERROR, and when the answer is a refusal, the database exactly as it was before.
 * FUZZ_SEED and FUZZ_RUNS (cases per route or field) vary the run; the defaults are fixed. FUZZ_DEBUG=1 prints
 * every case.
 */
import fc from 'fast-check';
import { changedTables, fingerprinter, type Fingerprint } from './fingerprint.js';
import type { GraphQLCase } from './graphql-cases.js';
import type { Fields, RestCase, RouteMemory } from './rest-cases.js';
import type { World } from './world.js';

export const FUZZ_SEED = Number(process.env.FUZZ_SEED || 20_260_801);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS || 20);

interface Answer {
  status: number;
  /** A refusal: a 4xx, GraphQL errors, or an AppError result. */
  refused: boolean;
  problem?: string;
  summary: string;
}

/** Cases that may sign the member out or in as someone else: the session is renewed after them. */
const SESSION_CHANGING = /login|logout|register|signIn|signOut/i;

/** A stable per-target seed, so adding a route does not change the cases of the others. */
export function seedFor(target: string): number {
  let hash = FUZZ_SEED;
  for (const char of target) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function hasAppError(value: unknown, depth = 0): boolean {
  if (depth > 4 || value === null || typeof value !== 'object') return false;
  if ((value as { __typename?: unknown }).__typename === 'AppError') return true;
  return Object.values(value).some((item) => hasAppError(item, depth + 1));
}

export class FuzzRun {
  cases = 0;
  readonly failures: string[] = [];
  readonly statuses = new Map<string, number>();
  private last: Fingerprint | undefined;
  /** Per target, the input names its answers mentioned: the fields it reads, worth making hostile. */
  private readonly learnedNames = new Map<string, Set<string>>();

  private constructor(
    private readonly world: World,
    private readonly fingerprint: () => Promise<Fingerprint>,
  ) {}

  static async start(world: World): Promise<FuzzRun> {
    return new FuzzRun(world, await fingerprinter(world.app.db));
  }

  private readonly acceptedInputs = new Map<string, Fields[]>();

  /** What the suite learned of a route so far: the names it reads, the inputs it accepted (a few). */
  memory(target: string): RouteMemory {
    return {
      learned: () => [...(this.learnedNames.get(target) ?? [])].sort(),
      accepted: () => this.acceptedInputs.get(target) ?? [],
    };
  }

  /** Keeps the five richest inputs a route accepted: more fields accepted, more places for a hostile value. */
  private accept(target: string, fields: Fields): void {
    const list = [...(this.acceptedInputs.get(target) ?? []), fields];
    list.sort((a, b) => Object.keys(b).length - Object.keys(a).length);
    this.acceptedInputs.set(target, list.slice(0, 5));
  }

  /** Field names in an answer: a 400's `errors[].field`, or the keys of the object a write returned. */
  private learn(target: string, text: string): void {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return;
    }
    const names = this.learnedNames.get(target) ?? new Set<string>();
    const errors = (body as { errors?: { field?: unknown }[] })?.errors;
    if (Array.isArray(errors))
      for (const e of errors) if (typeof e?.field === 'string') names.add(e.field.split('.')[0]!);
    if (body && typeof body === 'object' && !Array.isArray(body) && !errors)
      for (const key of Object.keys(body)) names.add(key);
    this.learnedNames.set(target, names);
  }

  /** Runs FUZZ_RUNS cases of one target; stops that target at its first failure (recorded in `failures`). */
  async fuzz<Case>(
    target: string,
    cases: fc.Arbitrary<Case>,
    send: (c: Case) => Promise<Answer>,
    show: (c: Case) => string,
  ) {
    const property = fc.asyncProperty(
      cases,
      async (c) => (await this.step(target, () => send(c), show(c))) === undefined,
    );
    const failuresBefore = this.failures.length;
    const details = await fc.check(property, { seed: seedFor(target), numRuns: FUZZ_RUNS, endOnFailure: true });
    // A failure the cases did not record is the suite's own (a generator that threw): report it too.
    if (details.failed && this.failures.length === failuresBefore) {
      this.failures.push(
        `${target}: the fuzz run itself failed (seed ${details.seed}): ${String(details.errorInstance)}`,
      );
    }
  }

  private async step(target: string, send: () => Promise<Answer>, shown: string): Promise<string | undefined> {
    const before = this.last ?? (await this.fingerprint());
    let answer: Answer;
    const started = performance.now();
    try {
      answer = await send();
    } catch (error) {
      answer = { status: 0, refused: true, problem: `no answer: ${String(error)}`, summary: '' };
    }
    this.count(answer);
    const took = performance.now() - started;
    // An accepted request may leave work that runs after it answers (the panic button's fan-out): it belongs
    // to that request, so the next case's "before" must include it.
    await this.world.app.services.background.idle();
    const after = await this.fingerprint();
    this.last = after;
    const problems = [answer.problem];
    if (answer.refused) {
      const changed = changedTables(before, after);
      if (changed.length) problems.push(`refused, yet the database changed: ${changed.join('; ')}`);
    }
    if (SESSION_CHANGING.test(target)) {
      await this.world.renewSession();
      this.last = await this.fingerprint();
    }
    const problem = problems.filter(Boolean).join('; ') || undefined;
    // FUZZ_DEBUG=1 prints every case: what was sent, what came back, how long it took.
    if (process.env.FUZZ_DEBUG)
      console.log(`${target} | ${took.toFixed(0)} ms | ${shown.slice(0, 200)} | ${answer.summary.slice(0, 160)}`);
    if (problem) this.failures.push(`${target}: ${problem}\n    sent: ${shown}\n    got: ${answer.summary}`);
    return problem;
  }

  /** Fixed cases of one target, each judged like a random one. */
  async each<Case>(
    target: string,
    cases: Case[],
    send: (c: Case) => Promise<Answer>,
    show: (c: Case) => string,
  ): Promise<void> {
    for (const c of cases) await this.step(target, () => send(c), show(c));
  }

  private count(answer: Answer): void {
    this.cases += 1;
    const bucket = `${Math.floor(answer.status / 100)}xx`;
    this.statuses.set(bucket, (this.statuses.get(bucket) ?? 0) + 1);
  }

  /**
   * Cases that must each be refused (with the status a case expects), judged together: one fingerprint around
   * them all. They are refused before any route code runs, so the database must be as it was; a fingerprint
   * per case would cost more than the cases.
   */
  async refusals<Case>(
    target: string,
    cases: Case[],
    send: (c: Case) => Promise<Answer>,
    show: (c: Case) => string,
  ): Promise<void> {
    const before = this.last ?? (await this.fingerprint());
    const problems: string[] = [];
    for (const c of cases) {
      const answer = await send(c).catch(
        (error: unknown): Answer => ({ status: 0, refused: true, problem: `no answer: ${String(error)}`, summary: '' }),
      );
      this.count(answer);
      if (process.env.FUZZ_DEBUG) console.log(`${target} | ${show(c).slice(0, 200)} | ${answer.summary.slice(0, 160)}`);
      const problem = answer.problem ?? (answer.refused ? undefined : 'not refused');
      if (problem) problems.push(`${problem}\n    sent: ${show(c)}\n    got: ${answer.summary}`);
    }
    await this.world.app.services.background.idle();
    this.last = await this.fingerprint();
    const changed = changedTables(before, this.last);
    if (changed.length)
      problems.push(
        `refused, yet the database changed: ${changed.join('; ')} (sent: ${cases.map(show).join(' | ').slice(0, 600)})`,
      );
    for (const problem of problems) this.failures.push(`${target}: ${problem}`);
  }

  private headers(anonymous: boolean): Record<string, string> {
    return anonymous
      ? { 'x-forwarded-for': '198.51.100.20' }
      : { 'x-forwarded-for': '198.51.100.10', cookie: this.world.memberCookie };
  }

  async sendRest(target: string, c: RestCase): Promise<Answer> {
    const response = await fetch(`${this.world.app.url}${c.url}`, {
      method: c.method,
      headers: { ...this.headers(c.anonymous), ...c.headers },
      body: c.body as BodyInit | undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    this.learn(target, text);
    if (response.status < 300 && !c.anonymous && c.fields) this.accept(target, c.fields);
    const summary = `${response.status} ${text.slice(0, 300)}`;
    const unexpected = c.expect !== undefined && response.status !== c.expect;
    return {
      status: response.status,
      refused: response.status >= 400,
      problem:
        response.status >= 500 || unexpected
          ? `answered ${response.status}${unexpected ? `, not ${c.expect}` : ''}`
          : undefined,
      summary,
    };
  }

  async sendGraphQL(c: GraphQLCase): Promise<Answer> {
    const response = await fetch(`${this.world.app.url}/graphql`, {
      method: 'POST',
      headers: { ...this.headers(c.anonymous), 'content-type': 'application/json' },
      body: c.body ?? JSON.stringify({ query: c.query, variables: c.variables, operationName: 'Fuzz' }),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    let body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } = {};
    try {
      body = JSON.parse(text);
    } catch {
      // judged on the status alone
    }
    const internal = body.errors?.find(
      (e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.message === 'Unexpected error.',
    );
    const unexpected = c.expect !== undefined && response.status !== c.expect;
    const problem =
      response.status >= 500 || unexpected
        ? `answered ${response.status}${unexpected ? `, not ${c.expect}` : ''}`
        : internal
          ? `INTERNAL_SERVER_ERROR: ${internal.message}`
          : undefined;
    return {
      status: response.status,
      refused: response.status >= 400 || Boolean(body.errors?.length) || hasAppError(body.data),
      problem,
      summary: `${response.status} ${text.slice(0, 400)}`,
    };
  }

  report(kind: string): string {
    if (process.env.FUZZ_DEBUG)
      for (const [target, list] of this.acceptedInputs)
        console.log(`accepted ${target}: ${JSON.stringify(list).slice(0, 600)}`);
    const statuses = [...this.statuses]
      .sort()
      .map(([bucket, n]) => `${bucket}: ${n}`)
      .join(', ');
    return `fuzz ${kind}: ${this.cases} cases (seed ${FUZZ_SEED}, ${FUZZ_RUNS} per target; ${statuses}), ${this.failures.length} failing`;
  }
}

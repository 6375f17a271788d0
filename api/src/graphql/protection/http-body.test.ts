/**
 * /graphql reads small bodies only (it used to take 10 MB), and answers one it cannot decode with a 400 or
 * a 415 (a gzip Content-Encoding on a plain body used to be a 500).
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { isInputObjectType, isListType, isNonNullType, type GraphQLInputType } from 'graphql';
import { schema } from '../schema/index.js';
import { GRAPHQL_BODY_LIMIT_BYTES } from './document-limits.js';
import { GRAPHQL_JSON_LIMITS } from './http-body.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const QUERY = JSON.stringify({ query: '{ memberCount }' });

async function post(body: string | Buffer, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as GraphQLBody };
}

type GraphQLBody = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

describe('the /graphql body', () => {
  it('is refused with 413 above the limit', async () => {
    const padding = 'x'.repeat(GRAPHQL_BODY_LIMIT_BYTES);
    const { status, body } = await post(JSON.stringify({ query: '{ memberCount }', variables: { padding } }));
    expect(status).toBe(413);
    expect(body.errors).toEqual([
      { message: 'The request body is too large: at most 64 KB.', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
    ]);
  });

  it('is refused with 413 above the limit once decompressed, however small compressed', async () => {
    const bomb = gzipSync(
      JSON.stringify({ query: '{ memberCount }', variables: { padding: ' '.repeat(10 * GRAPHQL_BODY_LIMIT_BYTES) } }),
    );
    expect(bomb.length).toBeLessThan(GRAPHQL_BODY_LIMIT_BYTES / 10);
    expect((await post(bomb, { 'content-encoding': 'gzip' })).status).toBe(413);
  });

  it('may be compressed', async () => {
    const { status, body } = await post(gzipSync(QUERY), { 'content-encoding': 'gzip' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ memberCount: expect.any(Number) });
  });

  it('is a 400 when it does not match its Content-Encoding', async () => {
    const { status, body } = await post(QUERY, { 'content-encoding': 'gzip' });
    expect(status).toBe(400);
    expect(body.errors?.[0]).toEqual({
      message: 'The request body could not be read: it does not match its Content-Encoding or Content-Length.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('is a 415 in an encoding we do not know', async () => {
    const { status, body } = await post(QUERY, { 'content-encoding': 'snappy' });
    expect(status).toBe(415);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('is a 400 when it is not JSON', async () => {
    const { status, body } = await post('{"query": ', { accept: 'application/graphql-response+json' });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/invalid JSON/);
  });

  it('still works without a body (GET)', async () => {
    const response = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ memberCount }')}`, {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { memberCount: expect.any(Number) } });
  });
});

/** How deep a variable of this input type can nest: a list or an input object is a level. */
function inputDepth(type: GraphQLInputType, seen: string[] = []): number {
  if (isNonNullType(type)) return inputDepth(type.ofType, seen);
  if (isListType(type)) return 1 + inputDepth(type.ofType, seen);
  if (!isInputObjectType(type) || seen.includes(type.name)) return 0;
  return (
    1 + Math.max(0, ...Object.values(type.getFields()).map((field) => inputDepth(field.type, [...seen, type.name])))
  );
}

const nestedArrays = (levels: number, inner = '') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;

describe('the JSON of a /graphql request', () => {
  const tooDeep = (what: string) => ({
    message: `${what} nests arrays and objects more than ${GRAPHQL_JSON_LIMITS.depth} deep.`,
    extensions: { code: 'BAD_USER_INPUT' },
  });

  it('leaves twice the room the deepest variable of the schema needs (the body and `variables` add 2)', () => {
    const fields = Object.values(schema.getTypeMap()).flatMap((type) =>
      'getFields' in type && !isInputObjectType(type) ? Object.values(type.getFields()) : [],
    );
    const deepest = Math.max(
      ...fields.flatMap((field) => ('args' in field ? field.args.map((arg) => inputDepth(arg.type)) : [])),
    );
    expect(deepest).toBeGreaterThan(1);
    expect((deepest + 2) * 2).toBeLessThanOrEqual(GRAPHQL_JSON_LIMITS.depth);
  });

  it('nested variables within the size limit are refused before anything parses them', async () => {
    const answers = [];
    for (const nest of [nestedArrays(30_000), `${'{"a":'.repeat(9_000)}1${'}'.repeat(9_000)}`]) {
      const body = `{"query":"{ memberCount }","variables":{"nest":${nest}}}`;
      expect(body.length).toBeLessThan(GRAPHQL_BODY_LIMIT_BYTES);
      answers.push(await post(body));
    }
    for (const answer of answers)
      expect(answer).toEqual({ status: 400, body: { errors: [tooDeep('The request body')] } });
  });

  it('a list of 20,000 items is a 413', async () => {
    const { status, body } = await post(
      JSON.stringify({ query: '{ memberCount }', variables: { wide: Array.from({ length: 20_000 }, () => 1) } }),
    );
    expect(status).toBe(413);
    expect(body.errors).toEqual([
      {
        message: `The request body holds more than ${GRAPHQL_JSON_LIMITS.items} keys and array items.`,
        extensions: { code: 'PAYLOAD_TOO_LARGE' },
      },
    ]);
  });

  it('runs at the limits', async () => {
    const deep = `{"query":"{ memberCount }","variables":{"nest":${nestedArrays(GRAPHQL_JSON_LIMITS.depth - 2, '1')}}}`;
    const wide = JSON.stringify({
      query: '{ memberCount }',
      variables: { wide: Array.from({ length: GRAPHQL_JSON_LIMITS.items - 3 }, () => 1) },
    });
    for (const body of [deep, wide]) expect((await post(body)).body.data).toEqual({ memberCount: expect.any(Number) });
  });

  it('in a form or a GET, `variables` that are not JSON are a 400, and nested ones too', async () => {
    const form = (variables: string) => new URLSearchParams({ query: '{ memberCount }', variables }).toString();
    const get = async (variables: string) => {
      const response = await fetch(`${app.url}/graphql?${form(variables)}`, {
        headers: { accept: 'application/json' },
      });
      return { status: response.status, body: (await response.json()) as GraphQLBody };
    };
    const notJson = {
      status: 400,
      body: { errors: [{ message: 'variables is not valid JSON.', extensions: { code: 'BAD_USER_INPUT' } }] },
    };
    expect(await post(form('{bad'), { 'content-type': 'application/x-www-form-urlencoded' })).toEqual(notJson);
    expect(await get('{bad')).toEqual(notJson);
    const deep = `{"nest":${nestedArrays(2_000)}}`;
    expect(await post(form(deep), { 'content-type': 'application/x-www-form-urlencoded' })).toEqual({
      status: 400,
      body: { errors: [tooDeep('variables')] },
    });
    expect(await get(deep)).toEqual({ status: 400, body: { errors: [tooDeep('variables')] } });
    expect((await get('{"fine":[1]}')).body.data).toEqual({ memberCount: expect.any(Number) });
  });
});

import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { authorizationOf, operationNameFor, SIGNED_OUT_ADVICE, withGraphiQLAdvice } from './fetcher';

describe('operationNameFor', () => {
  const single = parse('subscription UnreadNotifications { unreadNotificationCount }');
  const two = parse('query A { viewer { id } } query B { viewer { id } }');

  it('keeps a name the document has', () => {
    expect(operationNameFor(two, 'B')).toBe('B');
    expect(operationNameFor(single, 'UnreadNotifications')).toBe('UnreadNotifications');
  });

  it("takes a single operation's own name over a stale one (the previous tab's, just after a switch)", () => {
    expect(operationNameFor(single, 'PostWithComments')).toBe('UnreadNotifications');
  });

  it('leaves the choice to the server when the document has several operations or did not parse', () => {
    expect(operationNameFor(two, 'C')).toBe('C');
    expect(operationNameFor(null, 'C')).toBe('C');
    expect(operationNameFor(single, undefined)).toBeNull();
  });
});

describe('withGraphiQLAdvice', () => {
  it("turns the API's refusal of text into what to do in GraphiQL", () => {
    const refused = { errors: [{ message: 'Only the web app…', extensions: { code: 'PERSISTED_QUERY_ONLY' } }] };
    expect(withGraphiQLAdvice(refused)).toEqual({
      errors: [{ message: SIGNED_OUT_ADVICE, extensions: { code: 'PERSISTED_QUERY_ONLY' } }],
    });
    expect(SIGNED_OUT_ADVICE).toMatch(/Sign in again at \/api\/login/);
    expect(SIGNED_OUT_ADVICE).toContain('{"Authorization": "Bearer <token>"}');
  });

  it('leaves every other answer alone', () => {
    const answers = [
      { data: { viewer: null } },
      { errors: [{ message: 'Syntax Error', extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] },
      null,
    ];
    for (const answer of answers) expect(withGraphiQLAdvice(answer)).toBe(answer);
  });
});

describe('authorizationOf', () => {
  it("finds the Headers panel's token in any spelling, for the socket's connection_init", () => {
    expect(authorizationOf({ Authorization: 'Bearer dhp_x' })).toBe('Bearer dhp_x');
    expect(authorizationOf({ authorization: 'Bearer dhp_y', other: '1' })).toBe('Bearer dhp_y');
    expect(authorizationOf({ other: '1' })).toBeUndefined();
    expect(authorizationOf({ Authorization: '' })).toBeUndefined();
    expect(authorizationOf(undefined)).toBeUndefined();
  });
});

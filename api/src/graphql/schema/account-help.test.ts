/**
 * Account help over GraphQL (docs/moderation.md#account-help): sendPasswordResetLink, turnOffMemberTwoFactor and
 * endMemberSessions answer the audit log entry they wrote, to admins; FORBIDDEN to moderators and members,
 * NOT_FOUND to access tokens. User.signInHistory is the member's own and any member's to an admin (null to
 * others, FORBIDDEN to tokens), at a fixed number of statements however long it is; so is User.storageUsed, for
 * any number of members.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../../domain/access-tokens/access-tokens.js';
import { recordSignInEvent } from '../../domain/accounts/sign-in-history.js';
import { ADMINS_HELP, CHECK_IDENTITY } from '../../domain/moderation/account-help.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { signedInMember } from '../../testing/factories.js';
import { globalId } from '../../testing/graphql.js';
import type { HttpClient } from '../../testing/http-client.js';
import { requestCost } from '../../testing/statements.js';
import { storedPicture, TINY_PNG } from '../../testing/uploads.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
});
afterAll(() => app.close());

const wrap = (field: string, args: string, params: string) => `mutation(${params}) {
  ${field}(${args}) {
    __typename
    ... on AppError { code message }
    ... on Mutation${field[0]!.toUpperCase()}${field.slice(1)}Success {
      data { action moderatorUsername subjectUsername reason sessionsEnded }
    }
  }
}`;
const SEND = wrap('sendPasswordResetLink', 'userId: $userId, reason: $reason', '$userId: ID!, $reason: String!');
const TURN_OFF = wrap(
  'turnOffMemberTwoFactor',
  'userId: $userId, reason: $reason, identityChecked: $checked',
  '$userId: ID!, $reason: String!, $checked: Boolean!',
);
const END = wrap('endMemberSessions', 'userId: $userId, reason: $reason', '$userId: ID!, $reason: String!');
const HISTORY = `query($id: ID!, $first: Int) {
  node(id: $id) { ... on User { twoFactorEnabled signInHistory(first: $first) {
    pageInfo { hasNextPage }
    edges { node { method succeeded browser ipAddress createdAt } }
  } } }
}`;

type Result = { __typename: string; code?: string; message?: string; data?: Record<string, unknown> };
async function mutate(client: HttpClient, query: string, variables: Record<string, unknown>): Promise<Result> {
  const { body } = await client.graphql<Record<string, Result>>(query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return Object.values(body.data!)[0]!;
}

describe('the three actions', () => {
  it('answer admins with the audit entry they wrote', async () => {
    const admin = await signedInMember(app, { role: 'admin' });
    const member = await signedInMember(app, { totpEnabledAt: new Date() });
    const userId = globalId('User', member.user.id);
    expect(await mutate(admin.client, SEND, { userId, reason: 'Locked out' })).toMatchObject({
      data: {
        action: 'send_password_reset',
        moderatorUsername: admin.user.username,
        subjectUsername: member.user.username,
        reason: 'Locked out',
        sessionsEnded: null,
      },
    });
    expect(await mutate(admin.client, TURN_OFF, { userId, reason: 'Lost phone', checked: false })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: CHECK_IDENTITY,
    });
    // The databaseId works as well as the global id.
    const off = await mutate(admin.client, TURN_OFF, { userId: member.user.id, reason: 'Lost phone', checked: true });
    expect(off).toMatchObject({ data: { action: 'turn_off_two_factor', sessionsEnded: 1 } });
    expect((await member.client.get('/api/auth/user')).status).toBe(401);
    expect(await mutate(admin.client, END, { userId, reason: 'Again' })).toMatchObject({
      data: { action: 'end_sessions', sessionsEnded: 0 },
    });
    const { body } = await admin.client.graphql<{
      moderationAuditLog: { edges: { node: { action: string; subjectUsername: string } }[] };
    }>('{ moderationAuditLog(first: 3) { edges { node { action subjectUsername } } } }');
    expect(body.data!.moderationAuditLog.edges.map((e) => e.node)).toEqual([
      { action: 'end_sessions', subjectUsername: member.user.username },
      { action: 'turn_off_two_factor', subjectUsername: member.user.username },
      { action: 'send_password_reset', subjectUsername: member.user.username },
    ]);
  });

  it('are FORBIDDEN to moderators and members and NOT_FOUND to access tokens, and write nothing', async () => {
    const member = await signedInMember(app);
    const moderator = await signedInMember(app, { role: 'moderator' });
    const other = await signedInMember(app);
    const admin = await signedInMember(app, { role: 'admin' });
    const { token } = await createAccessToken(app.services, admin.user.id, { name: 'Bot', scopes: ['read'] });
    const bot = app.client();
    bot.bearer = token;
    const userId = globalId('User', member.user.id);
    const calls: [string, Record<string, unknown>][] = [
      [SEND, { userId, reason: 'x' }],
      [TURN_OFF, { userId, reason: 'x', checked: true }],
      [END, { userId, reason: 'x' }],
    ];
    for (const [query, variables] of calls) {
      for (const client of [moderator.client, other.client]) {
        expect(await mutate(client, query, variables)).toMatchObject({ code: 'FORBIDDEN', message: ADMINS_HELP });
      }
      expect(await mutate(bot, query, variables)).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await app.services.prisma.moderationAction.count({ where: { subjectId: member.user.id } })).toBe(0);
  });
});

describe('User.signInHistory', () => {
  it('is the viewer’s own and any member’s to an admin, null to others, refused to tokens', async () => {
    const member = await signedInMember(app, { totpEnabledAt: new Date() });
    const admin = await signedInMember(app, { role: 'admin' });
    const other = await signedInMember(app);
    const id = globalId('User', member.user.id);
    type History = { node: { twoFactorEnabled: boolean | null; signInHistory: { edges: unknown[] } | null } };
    const read = async (client: HttpClient) => (await client.graphql<History>(HISTORY, { id, first: 5 })).body;
    for (const client of [member.client, admin.client]) {
      const { node } = (await read(client)).data!;
      expect(node.twoFactorEnabled).toBe(true);
      expect(node.signInHistory!.edges).toEqual([
        { node: expect.objectContaining({ method: 'recovery_code', succeeded: true }) },
      ]);
    }
    expect((await read(other.client)).data!.node).toEqual({ twoFactorEnabled: null, signInHistory: null });
    const { token } = await createAccessToken(app.services, member.user.id, { name: 'Bot', scopes: ['read'] });
    const bot = app.client();
    bot.bearer = token;
    expect((await read(bot)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('costs the same statements for 2 events as for 12', async () => {
    const admin = await signedInMember(app, { role: 'admin' });
    const cost = async (events: number) => {
      const member = await signedInMember(app);
      const meta = { ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0' };
      for (let i = 1; i < events; i += 1) {
        await recordSignInEvent(app.services, { userId: member.user.id, method: 'password', succeeded: false, meta });
      }
      const variables = { id: globalId('User', member.user.id), first: 20 };
      return requestCost(
        () => statements,
        () => admin.client.post('/graphql', { json: { query: HISTORY, variables } }),
      );
    };
    expect(await cost(12)).toBe(await cost(2));
  });
});

describe('User.storageUsed', () => {
  const STORAGE = `query($id: ID!) { node(id: $id) { ... on User { storageUsed { bytes files } } } }`;
  const MEMBERS = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on User { storageUsed { files } } } }`;

  it('is the viewer’s own and any member’s to an admin, null to others, refused to tokens', async () => {
    const member = await signedInMember(app);
    const admin = await signedInMember(app, { role: 'admin' });
    const other = await signedInMember(app);
    for (let i = 0; i < 2; i += 1) await storedPicture(app.services.prisma, member.user.id);
    const id = globalId('User', member.user.id);
    type Storage = { node: { storageUsed: { bytes: number; files: number } | null } };
    const read = async (client: HttpClient) => (await client.graphql<Storage>(STORAGE, { id })).body;
    for (const client of [member.client, admin.client]) {
      expect((await read(client)).data!.node.storageUsed).toEqual({ bytes: 2 * TINY_PNG.byteLength, files: 2 });
    }
    expect((await read(other.client)).data!.node.storageUsed).toBeNull();
    const { token } = await createAccessToken(app.services, member.user.id, { name: 'Bot', scopes: ['read'] });
    const bot = app.client();
    bot.bearer = token;
    expect((await read(bot)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('costs the same statements for 2 members as for 8', async () => {
    const admin = await signedInMember(app, { role: 'admin' });
    const cost = async (count: number) => {
      const members = await Promise.all(Array.from({ length: count }, () => signedInMember(app)));
      for (const member of members) await storedPicture(app.services.prisma, member.user.id);
      const variables = { ids: members.map((m) => globalId('User', m.user.id)) };
      return requestCost(
        () => statements,
        () => admin.client.post('/graphql', { json: { query: MEMBERS, variables } }),
      );
    };
    expect(await cost(8)).toBe(await cost(2));
  });
});

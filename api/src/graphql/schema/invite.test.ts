import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { cookieFor, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const GENERATE = `mutation {
  generateReferralCode {
    __typename
    ... on MutationGenerateReferralCodeSuccess { data { id referralCode } }
    ... on AppError { code message }
  }
}`;

const SEND = `mutation($input: SendInvitesInput!) {
  sendInvites(input: $input) {
    __typename
    ... on MutationSendInvitesSuccess { data { sentCount } }
    ... on AppError { code message retryAfterSeconds }
  }
}`;

describe('Mutation.generateReferralCode', () => {
  it('sets the viewer’s code once and returns the viewer', async () => {
    const user = await buildUser(app.services.prisma);
    const cookie = await cookieFor(app, user);
    const first = await graphql(app, GENERATE, {}, cookie);
    const code = first.data.generateReferralCode.data.referralCode;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await graphql(app, GENERATE, {}, cookie)).data.generateReferralCode.data.referralCode).toBe(code);
    expect((await graphql(app, '{ viewer { referralCode } }', {}, cookie)).data.viewer.referralCode).toBe(code);
  });

  it('answers a visitor with an UNAUTHENTICATED AppError', async () => {
    expect((await graphql(app, GENERATE)).data.generateReferralCode).toEqual({
      __typename: 'AppError',
      code: 'UNAUTHENTICATED',
      message: 'Unauthorized',
    });
  });
});

describe('Mutation.sendInvites', () => {
  it('sends like /api/users/send-invites and reports the count', async () => {
    const user = await buildUser(app.services.prisma, { firstName: 'Hank' });
    const body = await graphql(
      app,
      SEND,
      { input: { emails: ['a@example.com', 'A@example.com', 'b@example.com'] } },
      await cookieFor(app, user),
    );
    expect(body.data.sendInvites).toEqual({ __typename: 'MutationSendInvitesSuccess', data: { sentCount: 2 } });
    expect(await app.services.prisma.invite.count({ where: { senderId: user.id } })).toBe(2);
  });

  it('returns validation, ownership and rate-limit failures as AppError', async () => {
    const user = await buildUser(app.services.prisma);
    const cookie = await cookieFor(app, user);
    const invalid = await graphql(app, SEND, { input: { emails: ['nope'] } }, cookie);
    expect(invalid.data.sendInvites).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('nope'),
    });
    const empty = await graphql(app, SEND, { input: { emails: [] } }, cookie);
    expect(empty.data.sendInvites).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Please enter at least one valid email address.',
    });
    const notMine = await graphql(
      app,
      SEND,
      { input: { emails: ['a@example.com'], referralCode: 'ZZZZZZZZ' } },
      cookie,
    );
    expect(notMine.data.sendInvites).toMatchObject({ code: 'FORBIDDEN' });

    await app.services.prisma.invite.createMany({
      data: Array.from({ length: 100 }, (_, i) => ({
        senderId: user.id,
        email: `x${i}@example.com`,
        referralCode: 'X',
      })),
    });
    const limited = await graphql(app, SEND, { input: { emails: ['late@example.com'] } }, cookie);
    expect(limited.data.sendInvites).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(limited.data.sendInvites.retryAfterSeconds).toBeGreaterThan(24 * 3600 - 60);
  });
});

/**
 * Password reset and e-mail verification over GraphQL: the same rules as /api (rest/account-recovery.test.ts,
 * rest/email-verification.test.ts), for browsers only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LINK_REFUSED } from '../../domain/accounts/account-links.js';
import { EMAIL_VERIFIED } from '../../domain/accounts/email-verification.js';
import { RESET_REQUESTED } from '../../domain/accounts/password-reset.js';
import type { TestApp } from '../../testing/app.js';
import { appWithMail, linkToken } from '../../testing/mail.js';
import { buildUser, signedInClient, signedInMember, uniqueDigits } from '../../testing/factories.js';
import type { HttpClient } from '../../testing/http-client.js';

const mail = appWithMail();
let app: TestApp;
beforeAll(() => {
  app = mail.app();
});

async function lastMailTo(address: string, count: number) {
  const received = await mail.mailsTo(address, count);
  if (received.length < count) throw new Error(`${count} mails to ${address} did not arrive`);
  return received.at(-1)!;
}

const REQUEST = `mutation($email: String!) { requestPasswordReset(email: $email) { __typename
  ... on MutationRequestPasswordResetSuccess { data { message } } ... on AppError { code message } } }`;
const RESET = `mutation($token: String!, $password: String!) { resetPassword(token: $token, newPassword: $password) {
  __typename ... on MutationResetPasswordSuccess { data { viewer { databaseId } } } ... on AppError { code message } } }`;
const VERIFY = `mutation($token: String!) { verifyEmail(token: $token) { __typename
  ... on MutationVerifyEmailSuccess { data { message } } ... on AppError { code message } } }`;
const RESEND = `mutation { resendVerificationEmail { __typename
  ... on MutationResendVerificationEmailSuccess { data { message } } ... on AppError { code message } } }`;

/** The operation's answer; `data` is read as present (a test that finds it missing fails on the read). */
const run = async (client: HttpClient, query: string, variables?: Record<string, unknown>) =>
  (await client.graphql(query, variables)).body as { data: Record<string, any>; errors?: unknown[] };

describe('password reset over GraphQL', () => {
  it('answers alike for any address, then resets with the mailed token and signs in', async () => {
    const member = await buildUser(app.services.prisma);
    const elsewhere = await signedInClient(app, member);
    const unknown = await run(app.client(), REQUEST, { email: `nobody.${uniqueDigits()}@example.com` });
    const known = await run(app.client(), REQUEST, { email: member.email });
    expect(known.data.requestPasswordReset).toEqual({
      __typename: 'MutationRequestPasswordResetSuccess',
      data: { message: RESET_REQUESTED },
    });
    expect(unknown).toEqual(known);
    const token = linkToken(await lastMailTo(member.email, 1), '/api/password/reset');

    const browser = app.client();
    const reset = await run(browser, RESET, { token, password: 'graphql new secret' });
    expect(reset.data.resetPassword).toEqual({
      __typename: 'MutationResetPasswordSuccess',
      data: { viewer: { databaseId: member.id } },
    });
    expect((await run(browser, '{ viewer { databaseId } }')).data.viewer).toEqual({ databaseId: member.id });
    expect((await run(elsewhere, '{ viewer { databaseId } }')).data.viewer).toBeNull();
    expect((await run(app.client(), RESET, { token, password: 'graphql new secret' })).data.resetPassword).toEqual({
      __typename: 'AppError',
      code: 'LINK_INVALID',
      message: LINK_REFUSED.password_reset,
    });
  });
});

describe('e-mail verification over GraphQL', () => {
  it('resends a link to the viewer and verifies with it', async () => {
    const { user, client } = await signedInMember(app, { emailVerifiedAt: null });
    expect((await run(client, '{ viewer { emailVerified } }')).data.viewer).toEqual({ emailVerified: false });
    const resent = await run(client, RESEND);
    expect(resent.data.resendVerificationEmail.data.message).toBe(
      `We sent a new link to ${user.email}. It works for 24 hours.`,
    );
    const token = linkToken(await lastMailTo(user.email, 1), '/api/email/verify');
    expect((await run(app.client(), VERIFY, { token })).data.verifyEmail).toEqual({
      __typename: 'MutationVerifyEmailSuccess',
      data: { message: EMAIL_VERIFIED },
    });
    expect((await run(client, '{ viewer { emailVerified } }')).data.viewer).toEqual({ emailVerified: true });
    expect((await run(client, RESEND)).data.resendVerificationEmail).toMatchObject({ code: 'CONFLICT' });
  });

  it('shows emailVerified to its member only', async () => {
    const { client } = await signedInMember(app);
    const other = await buildUser(app.services.prisma);
    const body = await run(client, 'query($id: String!) { member(databaseId: $id) { emailVerified } }', {
      id: other.id,
    });
    expect(body.data.member).toEqual({ emailVerified: null });
  });
});

describe('access tokens', () => {
  it('may call none of these mutations', async () => {
    const { client } = await signedInMember(app);
    const made = await run(
      client,
      `mutation { createAccessToken(input: { name: "bot", scopes: ["read", "write:profile"] }) {
        ... on MutationCreateAccessTokenSuccess { data { token } } } }`,
    );
    const bot = app.client();
    bot.bearer = made.data.createAccessToken.data.token;
    for (const [query, variables] of [
      [REQUEST, { email: 'a@example.com' }],
      [RESET, { token: 'x'.repeat(43), password: 'long enough' }],
      [VERIFY, { token: 'x'.repeat(43) }],
      [RESEND, {}],
    ] as const) {
      const { response, body } = await bot.graphql(query, variables);
      expect(response.status, JSON.stringify(body)).toBe(403);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    for (const path of [
      '/api/password/forgot',
      '/api/password/reset',
      '/api/email/verify',
      '/api/email/verification',
    ]) {
      expect((await bot.post(path, { json: { email: 'a@example.com' } })).status, path).toBe(403);
    }
  });
});

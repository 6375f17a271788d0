import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser, uniqueDigits } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_HOUR: '3' });
});
afterAll(() => app.close());

const newMember = (overrides: Record<string, unknown> = {}) => {
  const id = uniqueDigits();
  return {
    email: `joiner.${id}@example.com`,
    username: `joiner_${id}`,
    password: 'grill-master-9',
    confirmAdult: true,
    ...overrides,
  };
};

describe('registration per address', () => {
  it('allows REGISTRATIONS_PER_HOUR accounts an hour from one address, then 429 with Retry-After; others go on', async () => {
    const address = '192.0.2.10';
    for (let i = 0; i < 3; i++) {
      expect((await app.client(address).post('/api/register', { json: newMember() })).status).toBe(201);
    }
    const before = await app.services.prisma.user.count();
    const refused = await app.client(address).post('/api/register', { json: newMember() });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect((await refused.json()).message).toBe(
      'Too many accounts created from your network. Try again in 60 minutes.',
    );
    expect(await app.services.prisma.user.count()).toBe(before);
    expect((await app.client('192.0.2.11').post('/api/register', { json: newMember() })).status).toBe(201);
  });

  it('counts a taken e-mail too (probing for members), but not input refused as invalid', async () => {
    const address = '192.0.2.20';
    const taken = await buildUser(app.services.prisma);
    for (let i = 0; i < 5; i++) {
      expect((await app.client(address).post('/api/register', { json: newMember({ username: 'x' }) })).status).toBe(
        400,
      );
    }
    expect((await app.client(address).post('/api/register', { json: newMember({ email: taken.email }) })).status).toBe(
      409,
    );
    expect((await app.client(address).post('/api/register', { json: newMember() })).status).toBe(201);
    expect((await app.client(address).post('/api/register', { json: newMember({ email: taken.email }) })).status).toBe(
      409,
    );
    expect((await app.client(address).post('/api/register', { json: newMember() })).status).toBe(429);
  });

  it('shows the refusal on the page to a form post', async () => {
    const address = '192.0.2.30';
    for (let i = 0; i < 3; i++) await app.client(address).post('/api/register', { json: newMember() });
    const { confirmAdult: _, ...fields } = newMember();
    const refused = await app.client(address).post('/api/register', { form: { ...fields, confirmAdult: 'on' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toContain('Too many accounts created from your network.');
  });

  it('applies to the register mutation too', async () => {
    const address = '192.0.2.40';
    for (let i = 0; i < 3; i++) await app.client(address).post('/api/register', { json: newMember() });
    const { body } = await app
      .client(address)
      .graphql(
        'mutation($input: RegisterInput!) { register(input: $input) { __typename ... on AppError { code retryAfterSeconds } } }',
        { input: newMember() },
      );
    expect(body.data).toMatchObject({ register: { __typename: 'AppError', code: 'RATE_LIMITED' } });
  });
});

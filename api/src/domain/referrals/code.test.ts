import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { ensureReferralCode } from './code.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const freshCode = () => randomBytes(4).toString('hex').toUpperCase();

describe('a referral code', () => {
  it('is drawn again when another member has it, also inside a transaction', async () => {
    const taken = freshCode();
    const other = freshCode();
    await buildUser(app.services.prisma, { referralCode: taken });
    const member = await buildUser(app.services.prisma, { referralCode: null });
    const draws = [taken, other];
    const code = await app.services.prisma.$transaction((tx) =>
      ensureReferralCode(tx, member.id, () => draws.shift()!),
    );
    expect(code).toBe(other);
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: member.id } })).referralCode).toBe(other);
  });

  it('never changes once set', async () => {
    const member = await buildUser(app.services.prisma, { referralCode: null });
    const first = await ensureReferralCode(app.services.prisma, member.id);
    expect(await ensureReferralCode(app.services.prisma, member.id, freshCode)).toBe(first);
  });
});

/**
 * The example integration of docs/integrations.md (scripts/examples/dad-joke-bot.mts), run as an integrator
 * would run it: its own process, over HTTP, with an access token, against a running server. It answers the
 * group's questions with a dad joke, and only once.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../domain/access-tokens/access-tokens.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildGroup, buildPost, buildUser } from '../testing/factories.js';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const BOT = path.join(repoRoot, 'scripts/examples/dad-joke-bot.mts');
const TSX = path.join(repoRoot, 'node_modules/.bin/tsx');

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

function runBot(env: Record<string, string>) {
  return run(TSX, [BOT, '--once'], { env: { ...process.env, DADHOOD_URL: app.url, ...env }, timeout: 60_000 });
}

describe('the dad joke bot (scripts/examples)', () => {
  it("answers each question in the group once, with a dad joke, as its token's member", async () => {
    const { prisma } = app.services;
    const [bot, asker, outsider] = [await buildUser(prisma), await buildUser(prisma), await buildUser(prisma)];
    const group = await buildGroup(prisma, asker.id, { isPublic: false }, [bot.id]);
    const question = await buildPost(prisma, asker.id, {
      groupId: group.id,
      content: 'How do you get a toddler to sleep?',
    });
    const statement = await buildPost(prisma, asker.id, { groupId: group.id, content: 'Sleep is overrated.' });
    const { token } = await createAccessToken(app.services, bot.id, {
      name: 'Joke bot',
      scopes: ['read', 'write:posts'],
    });

    const first = await runBot({ DADHOOD_TOKEN: token, DADHOOD_GROUP_ID: group.id });
    expect(first.stdout).toContain(`Answered ${asker.username}'s question`);
    expect(first.stdout).toMatch(/1 question\(s\) answered; \d+ points left this hour\./);
    const comments = await prisma.comment.findMany({ where: { postId: { in: [question.id, statement.id] } } });
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({
      postId: question.id,
      authorId: bot.id,
      content: expect.stringMatching(new RegExp(`^Good question, ${asker.username}! `)),
    });

    // Run again: nothing new to answer.
    const second = await runBot({ DADHOOD_TOKEN: token, DADHOOD_GROUP_ID: group.id });
    expect(second.stdout).toContain('0 question(s) answered');
    expect(await prisma.comment.count({ where: { postId: question.id } })).toBe(1);

    // A member outside the private group, or a token without write:posts, gets a clear failure. To an outsider the
    // private group is as an id that names nothing (node answers null).
    const outside = await createAccessToken(app.services, outsider.id, {
      name: 'Nosy bot',
      scopes: ['read', 'write:posts'],
    });
    await expect(runBot({ DADHOOD_TOKEN: outside.token, DADHOOD_GROUP_ID: group.id })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `Group ${group.id} was not found, or ${outsider.username} cannot read its posts.`,
      ),
    });
    const readOnly = await createAccessToken(app.services, bot.id, { name: 'Read only', scopes: ['read'] });
    await buildPost(prisma, asker.id, { groupId: group.id, content: 'Anyone up at 3am?' });
    await expect(runBot({ DADHOOD_TOKEN: readOnly.token, DADHOOD_GROUP_ID: group.id })).rejects.toMatchObject({
      stderr: expect.stringContaining('403 FORBIDDEN: This access token lacks the `write:posts` scope'),
    });
  });
});

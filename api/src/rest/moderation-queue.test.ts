/**
 * GET /api/moderation/reports beside each item (docs/moderation.md): the content as it is now (`current`,
 * the snapshot's shape; null once deleted) with whether it is `hidden`, and the member's `history`; a page costs
 * the same statements whatever it holds. GET /api/moderation/moderators, the admins' list.
 */
import { beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../testing/app.js';
import { buildEvent, buildPost, signedInMember } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { requestCost } from '../testing/statements.js';
import { moderationQueueApp } from '../testing/site-roles.js';

const queueApp = moderationQueueApp();
let app: TestApp;
beforeAll(() => {
  app = queueApp.app();
});
const db = () => app.services.prisma;

async function report(client: HttpClient, targetType: string, targetId: string) {
  expect((await client.post('/api/reports', { json: { targetType, targetId, reason: 'spam' } })).status).toBe(201);
}

it('gives each item the content as it is now, whether it is hidden, and the member’s history', async () => {
  const moderator = await signedInMember(app, { role: 'moderator' });
  const author = await signedInMember(app);
  const reporters = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
  const edited = await buildPost(db(), author.user.id, { content: 'Before', imageUrl: '/uploads/a.jpg' });
  const gone = await buildPost(db(), author.user.id, { content: 'Soon deleted' });
  const event = await buildEvent(db(), author.user.id, { title: 'Cookout', description: 'Bring buns' });
  // Three reporters: hidden at once, pending review.
  for (const r of reporters) await report(r.client, 'post', edited.id);
  await report(reporters[0]!.client, 'post', gone.id);
  await report(reporters[0]!.client, 'event', event.id);
  await db().post.update({ where: { id: edited.id }, data: { content: 'After' } });
  await db().post.delete({ where: { id: gone.id } });
  await db().event.update({ where: { id: event.id }, data: { title: 'Cookout, moved' } });

  const items = (await (await moderator.client.get('/api/moderation/reports')).json()) as any[];
  expect(items.map((i) => i.targetId)).toEqual([event.id, gone.id, edited.id]);
  const [asEvent, asGone, asEdited] = items;
  expect(asEdited).toMatchObject({
    snapshot: { content: 'Before', imageUrl: '/uploads/a.jpg' },
    current: { content: 'After', imageUrl: '/uploads/a.jpg', createdAt: edited.createdAt.toISOString() },
    hidden: 'pending_review',
  });
  expect(asGone).toMatchObject({ snapshot: { content: 'Soon deleted' }, current: null, hidden: null });
  expect(asEvent).toMatchObject({
    snapshot: { title: 'Cookout' },
    current: { title: 'Cookout, moved', description: 'Bring buns', imageUrl: null },
  });
  expect(asEdited.history).toEqual({
    memberId: author.user.id,
    username: author.user.username,
    role: 'member',
    suspended: false,
    suspendedUntil: null,
    reports: { open: 5, dismissed: 0, actioned: 0 },
    actionCount: 1,
    // What the reports did themselves: no moderator.
    actions: [
      expect.objectContaining({
        action: 'hide',
        moderatorId: null,
        moderatorUsername: null,
        subjectUsername: author.user.username,
        targetId: edited.id,
      }),
    ],
  });
});

it('costs the same statements for a page of 2 items as for a page of 10', async () => {
  const moderator = await signedInMember(app, { role: 'moderator' });
  const reporter = await signedInMember(app);
  for (let i = 0; i < 5; i += 1) {
    const author = await signedInMember(app);
    await report(reporter.client, 'post', (await buildPost(db(), author.user.id)).id);
    await report(reporter.client, 'member', author.user.id);
  }
  const cost = (limit: number) =>
    requestCost(queueApp.statements, () => moderator.client.get(`/api/moderation/reports?limit=${limit}`));
  expect(await cost(10)).toBe(await cost(2));
});

it('lists the moderators to admins only', async () => {
  const moderator = await signedInMember(app, { role: 'moderator' });
  const admin = await signedInMember(app, { role: 'admin' });
  for (const client of [moderator.client, (await signedInMember(app)).client, app.client()]) {
    expect((await client.get('/api/moderation/moderators')).status).toBe(404);
  }
  const listed = (await (await admin.client.get('/api/moderation/moderators')).json()) as any[];
  expect(listed).toContainEqual({
    id: moderator.user.id,
    username: moderator.user.username,
    firstName: moderator.user.firstName,
    lastName: moderator.user.lastName,
    profileImageUrl: null,
  });
  expect(listed.map((m) => m.id)).not.toContain(admin.user.id);
});

/**
 * Moderation in Ask a Dad (docs/moderation.md): questions and answers are reported, hidden (by a
 * moderator or at the report threshold) and deleted like the rest, and a suspended member's questions and answers
 * are out of sight while they are suspended. Over /api and GraphQL alike; the author still sees their own, marked,
 * and the asker stays anonymous to everyone but the moderators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswer, buildQuestion, signedInMember } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { globalId } from '../testing/graphql.js';
import type { HttpClient } from '../testing/http-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REPORT_HIDE_THRESHOLD: '3' });
});
afterAll(() => app.close());

const report = (client: HttpClient, targetType: string, targetId: string, reason = 'spam') =>
  client.post('/api/reports', { json: { targetType, targetId, reason } });
const act = (client: HttpClient, json: Record<string, unknown>) => client.post('/api/moderation/actions', { json });

const listed = async (client: HttpClient, q: string) =>
  ((await (await client.get(`/api/questions?q=${q}`)).json()) as { id: string }[]).map((question) => question.id);
const answerIds = async (client: HttpClient, questionId: string) =>
  ((await (await client.get(`/api/questions/${questionId}/answers`)).json()) as { id: string }[]).map((a) => a.id);

const QUESTION = /* GraphQL */ `
  query ($id: String!, $q: String) {
    question(databaseId: $id) {
      title moderationHidden
      acceptedAnswer { databaseId }
      answers(first: 10) { totalCount edges { node { databaseId moderationHidden } } }
    }
    questions(search: $q, first: 10) { totalCount edges { node { databaseId } } }
  }
`;
const NODE = 'query ($id: ID!) { node(id: $id) { id } }';

async function graphqlOf(client: HttpClient, query: string, variables: Record<string, unknown>) {
  const { body } = await client.graphql<any>(query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

describe('questions and answers under moderation', () => {
  it('hides a reported question from everyone but its asker, over both adapters; the queue shows it as reported and now', async () => {
    const { prisma } = app.services;
    const [asker, other, moderator] = [
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app, { role: 'moderator' }),
    ];
    const word = `quokka${Date.now()}`;
    const question = await buildQuestion(prisma, asker.user.id, {
      title: `Best crypto for toddlers ${word}`,
      content: 'Asking for a friend.',
    });
    expect(await listed(other.client, word)).toEqual([question.id]);

    const reporter = await signedInMember(app);
    expect((await report(reporter.client, 'question', question.id)).status).toBe(201);
    await prisma.question.update({ where: { id: question.id }, data: { content: 'Edited after the report.' } });
    const queue = (await (await moderator.client.get('/api/moderation/reports?limit=50')).json()) as any[];
    const item = queue.find((i) => i.targetId === question.id);
    expect(item).toMatchObject({
      targetType: 'question',
      subjectId: asker.user.id,
      snapshot: { title: question.title, content: 'Asking for a friend.' },
      current: { title: question.title, content: 'Edited after the report.' },
    });
    const { moderationQueue } = await graphqlOf(
      moderator.client,
      '{ moderationQueue(first: 50) { edges { node { targetId snapshot { title text } } } } }',
      {},
    );
    expect(moderationQueue.edges.map((e: any) => e.node)).toContainEqual({
      targetId: question.id,
      snapshot: { title: question.title, text: 'Asking for a friend.' },
    });

    expect(
      (await act(moderator.client, { action: 'hide', targetType: 'question', targetId: question.id, reason: 'Scam' }))
        .status,
    ).toBe(201);

    // Others: not listed, not counted, not found by id, not answerable, not over GraphQL.
    expect(await listed(other.client, word)).toEqual([]);
    expect((await other.client.get(`/api/questions/${question.id}`)).status).toBe(404);
    expect((await other.client.get(`/api/questions/${question.id}/answers`)).status).toBe(404);
    expect(
      (await other.client.post(`/api/questions/${question.id}/answers`, { json: { content: 'Dogecoin' } })).status,
    ).toBe(404);
    const seen = await graphqlOf(other.client, QUESTION, { id: question.id, q: word });
    expect(seen).toEqual({ question: null, questions: { totalCount: 0, edges: [] } });
    expect((await graphqlOf(other.client, NODE, { id: globalId('Question', question.id) })).node).toBeNull();

    // The asker: still there, marked, and told.
    expect(await (await asker.client.get(`/api/questions/${question.id}`)).json()).toMatchObject({
      id: question.id,
      moderationHidden: 'moderators',
    });
    expect((await graphqlOf(asker.client, QUESTION, { id: question.id, q: word })).question).toMatchObject({
      moderationHidden: 'moderators',
    });
    const told = await prisma.notification.findFirst({
      where: { userId: asker.user.id },
      orderBy: { createdAt: 'desc' },
    });
    expect(told?.title).toBe('Your question was hidden by the moderators');
    // The reporter hears the outcome, and nothing of who asked.
    const outcome = await prisma.notification.findFirst({
      where: { userId: reporter.user.id },
      orderBy: { createdAt: 'desc' },
    });
    expect(outcome).toMatchObject({ title: 'Your report was reviewed', actorId: null });
  });

  it('hides an answer from all but its author; the accepted one too; it cannot be marked helpful', async () => {
    const { prisma } = app.services;
    const [asker, answerer, other, moderator] = [
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app, { role: 'moderator' }),
    ];
    const question = await buildQuestion(prisma, asker.user.id);
    const fine = await buildAnswer(prisma, question.id, other.user.id, { content: 'Sleep when the baby sleeps.' });
    const rude = await buildAnswer(prisma, question.id, answerer.user.id, {
      content: 'Buy my course.',
      isAccepted: true,
    });
    expect((await report(other.client, 'answer', rude.id)).status).toBe(201);
    const item = ((await (await moderator.client.get('/api/moderation/reports?limit=50')).json()) as any[]).find(
      (i) => i.targetId === rude.id,
    );
    expect(item).toMatchObject({
      targetType: 'answer',
      subjectId: answerer.user.id,
      current: { content: 'Buy my course.', questionId: question.id },
    });

    expect(
      (await act(moderator.client, { action: 'hide', targetType: 'answer', targetId: rude.id, reason: 'Spam' })).status,
    ).toBe(201);

    expect(await answerIds(asker.client, question.id)).toEqual([fine.id]);
    expect(
      ((await (await asker.client.get(`/api/questions/${question.id}`)).json()) as any).acceptedAnswerId,
    ).toBeNull();
    const { question: seen } = await graphqlOf(asker.client, QUESTION, { id: question.id });
    expect(seen).toMatchObject({
      acceptedAnswer: null,
      answers: { totalCount: 1, edges: [{ node: { databaseId: fine.id, moderationHidden: null } }] },
    });
    expect((await graphqlOf(other.client, NODE, { id: globalId('Answer', rude.id) })).node).toBeNull();
    expect((await other.client.post(`/api/answers/${rude.id}/helpful`)).status).toBe(404);

    expect(await answerIds(answerer.client, question.id)).toEqual([rude.id, fine.id]);
    const own = await graphqlOf(answerer.client, QUESTION, { id: question.id });
    expect(own.question.answers.edges[0].node).toEqual({ databaseId: rude.id, moderationHidden: 'moderators' });
  });

  it('hides a question that 3 members reported, pending review; deleting it takes its answers', async () => {
    const { prisma } = app.services;
    const [asker, other, moderator] = [
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app, { role: 'moderator' }),
    ];
    const question = await buildQuestion(prisma, asker.user.id);
    await buildAnswer(prisma, question.id, other.user.id);
    for (let i = 0; i < 3; i += 1)
      expect((await report((await signedInMember(app)).client, 'question', question.id)).status).toBe(201);
    expect((await other.client.get(`/api/questions/${question.id}`)).status).toBe(404);
    expect(await (await asker.client.get(`/api/questions/${question.id}`)).json()).toMatchObject({
      moderationHidden: 'pending_review',
    });

    expect(
      (await act(moderator.client, { action: 'delete', targetType: 'question', targetId: question.id, reason: 'Scam' }))
        .status,
    ).toBe(201);
    expect(await prisma.answer.count({ where: { questionId: question.id } })).toBe(0);
    expect((await asker.client.get(`/api/questions/${question.id}`)).status).toBe(404);
  });

  it("keeps a suspended member's questions and answers out of sight until the suspension is lifted", async () => {
    const { prisma } = app.services;
    const [spammer, asker, other, moderator] = [
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app, { role: 'moderator' }),
    ];
    const word = `wombat${Date.now()}`;
    const theirs = await buildQuestion(prisma, spammer.user.id, { title: `Free money ${word}` });
    const elsewhere = await buildQuestion(prisma, asker.user.id);
    const answer = await buildAnswer(prisma, elsewhere.id, spammer.user.id);
    expect((await report(other.client, 'member', spammer.user.id)).status).toBe(201);
    const suspend = { action: 'suspend', targetType: 'member', targetId: spammer.user.id, reason: 'Spam', days: 3 };
    expect((await act(moderator.client, suspend)).status).toBe(201);

    expect(await listed(other.client, word)).toEqual([]);
    expect((await other.client.get(`/api/questions/${theirs.id}`)).status).toBe(404);
    expect(await answerIds(asker.client, elsewhere.id)).toEqual([]);
    expect((await graphqlOf(asker.client, QUESTION, { id: elsewhere.id })).question.answers.totalCount).toBe(0);
    expect((await graphqlOf(other.client, NODE, { id: globalId('Answer', answer.id) })).node).toBeNull();

    const lift = {
      action: 'lift_suspension',
      targetType: 'member',
      targetId: spammer.user.id,
      reason: 'Appeal accepted',
    };
    expect((await act(moderator.client, lift)).status).toBe(201);
    expect(await listed(other.client, word)).toEqual([theirs.id]);
    expect(await answerIds(asker.client, elsewhere.id)).toEqual([answer.id]);
  });

  it('takes reports of a question or answer only from members who can see it, once', async () => {
    const { prisma } = app.services;
    const [asker, other, moderator] = [
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app, { role: 'moderator' }),
    ];
    const question = await buildQuestion(prisma, asker.user.id);
    expect((await report(other.client, 'question', question.id)).status).toBe(201);
    expect((await report(other.client, 'question', question.id)).status).toBe(409);
    expect(
      (await act(moderator.client, { action: 'hide', targetType: 'question', targetId: question.id, reason: 'Spam' }))
        .status,
    ).toBe(201);
    const answer = await buildAnswer(prisma, question.id, asker.user.id);
    // Hidden with its question: as if it did not exist.
    expect((await report((await signedInMember(app)).client, 'answer', answer.id)).status).toBe(404);
    expect((await report((await signedInMember(app)).client, 'question', question.id)).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildAnswer, buildQuestion, signedInMember } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const db = () => app.services.prisma;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('Ask a Dad over /api: signed-in only', () => {
  it.each([
    ['GET', '/api/questions'],
    ['GET', `/api/questions/${MISSING}`],
    ['GET', `/api/questions/${MISSING}/answers`],
    ['GET', '/api/community/stats'],
    ['POST', '/api/questions'],
    ['POST', `/api/questions/${MISSING}/answers`],
    ['POST', `/api/answers/${MISSING}/helpful`],
    ['DELETE', `/api/answers/${MISSING}/helpful`],
    ['POST', `/api/questions/${MISSING}/accept`],
    ['DELETE', `/api/questions/${MISSING}/accept`],
  ])('%s %s answers 401 to a visitor', async (method, path) => {
    const body = method === 'GET' ? undefined : { json: { title: 'T', content: 'C' } };
    const response = await app.client().request(method, path, body);
    expect(response.status).toBe(401);
  });
});

describe('POST /api/questions', () => {
  it('asks a question: 201 with the question, and no asker in it', async () => {
    const { user, client } = await signedInMember(app);
    const response = await client.post('/api/questions', {
      json: { title: '  Sleep training?  ', content: 'Our baby wakes at 3.' },
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      id: expect.any(String),
      title: 'Sleep training?',
      content: 'Our baby wakes at 3.',
      createdAt: expect.any(String),
      answerCount: 0,
      helpfulCount: 0,
      acceptedAnswerId: null,
      askedByViewer: true,
    });
    expect((await db().question.findUniqueOrThrow({ where: { id: body.id } })).authorId).toBe(user.id);
  });

  it.each([
    ['a blank title', { title: '   ', content: 'Text' }, 'title', 'Please enter a title for your question.'],
    ['no title', { content: 'Text' }, 'title', 'Please enter a title for your question.'],
    ['blank content', { title: 'Title', content: '' }, 'content', 'Please describe your question.'],
    [
      'a long title',
      { title: 'x'.repeat(1001), content: 'Text' },
      'title',
      "A question's title can be at most 1000 characters.",
    ],
    [
      'long content',
      { title: 'Title', content: 'x'.repeat(1001) },
      'content',
      'A question can be at most 1000 characters.',
    ],
    ['a number for a title', { title: 42, content: 'Text' }, 'title', 'title must be text.'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_case, input, field, message) => {
    const { user, client } = await signedInMember(app);
    const response = await client.post('/api/questions', { json: input });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: [{ field, message }] });
    expect(await db().question.count({ where: { authorId: user.id } })).toBe(0);
  });

  it('takes exactly 1000 characters', async () => {
    const { client } = await signedInMember(app);
    const response = await client.post('/api/questions', {
      json: { title: 't'.repeat(1000), content: 'c'.repeat(1000) },
    });
    expect(response.status).toBe(201);
  });
});

describe('GET /api/questions/:id', () => {
  it('answers the question, askedByViewer false for someone else', async () => {
    const { user: asker } = await signedInMember(app);
    const { client } = await signedInMember(app);
    const question = await buildQuestion(db(), asker.id);
    const response = await client.get(`/api/questions/${question.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: question.id, title: question.title, askedByViewer: false });
  });

  it.each([MISSING, 'not-an-id'])('answers 404 for %s', async (id) => {
    const { client } = await signedInMember(app);
    const response = await client.get(`/api/questions/${id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Question was not found.' });
  });
});

describe('POST /api/questions/:id/answers', () => {
  it('answers: 201, the count moves, and the asker is notified with the answerer as actor', async () => {
    const { user: asker } = await signedInMember(app);
    const { user: dad, client } = await signedInMember(app);
    const question = await buildQuestion(db(), asker.id);
    const response = await client.post(`/api/questions/${question.id}/answers`, {
      json: { content: ' Try white noise. ' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(String),
      content: 'Try white noise.',
      createdAt: expect.any(String),
      questionId: question.id,
      helpfulCount: 0,
      viewerMarkedHelpful: false,
      isAccepted: false,
      byAsker: false,
      author: {
        id: dad.id,
        firstName: dad.firstName,
        lastName: dad.lastName,
        username: dad.username,
        profileImageUrl: null,
      },
    });
    expect((await db().question.findUniqueOrThrow({ where: { id: question.id } })).answerCount).toBe(1);
    const [notification] = await db().notification.findMany({ where: { userId: asker.id } });
    expect(notification).toMatchObject({
      type: 'answer',
      actorId: dad.id,
      targetType: 'question',
      targetId: question.id,
    });
  });

  it("the asker's own answer notifies no one and shows no author", async () => {
    const { user: asker, client } = await signedInMember(app);
    const question = await buildQuestion(db(), asker.id);
    const response = await client.post(`/api/questions/${question.id}/answers`, {
      json: { content: 'Update: solved.' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ byAsker: true, author: null });
    expect(await db().notification.count({ where: { userId: asker.id } })).toBe(0);
  });

  it.each([
    ['blank content', { content: '  ' }, 'Please write your answer.'],
    ['no content', {}, 'Please write your answer.'],
    ['1001 characters', { content: 'x'.repeat(1001) }, 'An answer can be at most 1000 characters.'],
  ])('refuses %s with 400 and writes nothing', async (_case, input, message) => {
    const { user: asker } = await signedInMember(app);
    const { client } = await signedInMember(app);
    const question = await buildQuestion(db(), asker.id);
    const response = await client.post(`/api/questions/${question.id}/answers`, { json: input });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: [{ field: 'content', message }] });
    expect(await db().answer.count({ where: { questionId: question.id } })).toBe(0);
  });

  it('answers 404 for a missing question', async () => {
    const { client } = await signedInMember(app);
    const response = await client.post(`/api/questions/${MISSING}/answers`, { json: { content: 'Hello' } });
    expect(response.status).toBe(404);
  });
});

describe('helpful marks', () => {
  it('marks once (409 the second time), never your own (403), and unmarks (204)', async () => {
    const { user: asker } = await signedInMember(app);
    const { user: answerer, client: answererClient } = await signedInMember(app);
    const { client } = await signedInMember(app);
    const question = await buildQuestion(db(), asker.id);
    const answer = await buildAnswer(db(), question.id, answerer.id);

    const marked = await client.post(`/api/answers/${answer.id}/helpful`);
    expect(marked.status).toBe(201);
    expect(await marked.json()).toMatchObject({ id: answer.id, helpfulCount: 1, viewerMarkedHelpful: true });
    const again = await client.post(`/api/answers/${answer.id}/helpful`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'You already marked this answer helpful.' });
    const own = await answererClient.post(`/api/answers/${answer.id}/helpful`);
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ message: 'You cannot mark your own answer helpful.' });
    expect((await (await client.get(`/api/questions/${question.id}`)).json()).helpfulCount).toBe(1);

    expect((await client.request('DELETE', `/api/answers/${answer.id}/helpful`)).status).toBe(204);
    expect((await db().answer.findUniqueOrThrow({ where: { id: answer.id } })).helpfulCount).toBe(0);
    expect((await db().question.findUniqueOrThrow({ where: { id: question.id } })).helpfulCount).toBe(0);
    expect((await client.post(`/api/answers/${MISSING}/helpful`)).status).toBe(404);
  });

  it('keeps the counters exact when many members mark at once', async () => {
    const { user: asker } = await signedInMember(app);
    const { user: answerer } = await signedInMember(app);
    const question = await buildQuestion(db(), asker.id);
    const answers = [
      await buildAnswer(db(), question.id, answerer.id),
      await buildAnswer(db(), question.id, answerer.id),
    ];
    const clients = await Promise.all(Array.from({ length: 12 }, async () => (await signedInMember(app)).client));
    const responses = await Promise.all(
      clients.flatMap((c) => [...answers, answers[0]!].map((a) => c.post(`/api/answers/${a.id}/helpful`))),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(24);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(12);
    const rows = await db().answer.findMany({ where: { questionId: question.id } });
    expect(rows.map((a) => a.helpfulCount)).toEqual([12, 12]);
    expect((await db().question.findUniqueOrThrow({ where: { id: question.id } })).helpfulCount).toBe(24);
  });
});

describe('accepting an answer', () => {
  it('only the asker accepts one answer; another replaces it; unaccept; the answerer is told without an actor', async () => {
    const { user: asker, client: askerClient } = await signedInMember(app);
    const { user: answerer, client } = await signedInMember(app);
    const question = await buildQuestion(db(), asker.id);
    const first = await buildAnswer(db(), question.id, answerer.id, { createdAt: new Date(Date.now() - 2000) });
    const second = await buildAnswer(db(), question.id, answerer.id);

    const refused = await client.post(`/api/questions/${question.id}/accept`, { json: { answerId: first.id } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Only the member who asked this question can accept an answer.' });

    const accepted = await askerClient.post(`/api/questions/${question.id}/accept`, { json: { answerId: second.id } });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ id: question.id, acceptedAnswerId: second.id });
    const answers = await (await client.get(`/api/questions/${question.id}/answers`)).json();
    expect(answers.map((a: { id: string; isAccepted: boolean }) => [a.id, a.isAccepted])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const [told] = await db().notification.findMany({ where: { userId: answerer.id } });
    expect(told).toMatchObject({ type: 'answer', actorId: null, targetId: question.id });
    const notifications = await (await client.get('/api/notifications')).text();
    expect(notifications).not.toContain(asker.id);
    expect(notifications).not.toContain(asker.username);

    const replaced = await askerClient.post(`/api/questions/${question.id}/accept`, { json: { answerId: first.id } });
    expect(await replaced.json()).toMatchObject({ acceptedAnswerId: first.id });
    expect(await db().answer.count({ where: { questionId: question.id, isAccepted: true } })).toBe(1);

    const undone = await askerClient.request('DELETE', `/api/questions/${question.id}/accept`);
    expect(await undone.json()).toMatchObject({ acceptedAnswerId: null });
    expect((await client.request('DELETE', `/api/questions/${question.id}/accept`)).status).toBe(403);
    const elsewhere = await buildQuestion(db(), asker.id);
    const wrong = await askerClient.post(`/api/questions/${elsewhere.id}/accept`, { json: { answerId: first.id } });
    expect(wrong.status).toBe(404);
  });
});

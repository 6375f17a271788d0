import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildAnswer, buildQuestion, buildUser, signedInClient, uniqueDigits } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { requestCost } from '../testing/statements.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
});
afterAll(() => app.close());

const db = () => app.services.prisma;
const word = () => `zq${uniqueDigits()}`;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** Every page of a list, following X-Next-Cursor. */
async function allPages(client: HttpClient, path: string): Promise<{ id: string }[][]> {
  const pages: { id: string }[][] = [];
  let url: string | null = path;
  while (url) {
    const response = await client.get(url);
    expect(response.status).toBe(200);
    pages.push(await response.json());
    const next = response.headers.get('x-next-cursor');
    url = next ? `${path}&cursor=${encodeURIComponent(next)}` : null;
  }
  return pages;
}

async function markHelpful(answerId: string, questionId: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const dad = await buildUser(db());
    await db().answerHelpfulMark.create({ data: { answerId, questionId, userId: dad.id } });
  }
}

describe('GET /api/questions: sorts, search and paging', () => {
  it('pages each sort without duplicates or gaps, search narrowing it', async () => {
    const asker = await buildUser(db());
    const answerer = await buildUser(db());
    const client = await signedInClient(app, await buildUser(db()));
    const tag = word();
    // q0 is the newest. Helpful marks: q3 3, q1 and q5 1 each (q1 newer), the rest none; q2 and q4 have no answers.
    const qs: { id: string; title: string; content: string; createdAt: Date }[] = [];
    for (let i = 0; i < 7; i += 1)
      qs.push(await buildQuestion(db(), asker.id, { title: `Question ${tag} ${i}`, createdAt: minutesAgo(i) }));
    for (const [i, marks] of [
      [0, 0],
      [1, 1],
      [3, 3],
      [5, 1],
      [6, 0],
    ] as const) {
      const answer = await buildAnswer(db(), qs[i]!.id, answerer.id);
      await markHelpful(answer.id, qs[i]!.id, marks);
    }
    await buildQuestion(db(), asker.id, { title: 'Something else entirely' });
    const ids = (order: number[]) => order.map((i) => qs[i]!.id);

    const expectations: [string, number[]][] = [
      ['newest', [0, 1, 2, 3, 4, 5, 6]],
      ['unanswered', [2, 4]],
      ['helpful', [3, 1, 5, 0, 2, 4, 6]],
    ];
    for (const [sort, order] of expectations) {
      const pages = await allPages(client, `/api/questions?sort=${sort}&q=${tag}&limit=3`);
      expect(
        pages
          .map((p) => p.length)
          .slice(0, -1)
          .every((n) => n === 3),
      ).toBe(true);
      expect(pages.flat().map((q) => q.id)).toEqual(ids(order));
    }
    const unsorted = await client.get(`/api/questions?q=${tag}`);
    expect(((await unsorted.json()) as { id: string }[]).map((q) => q.id)).toEqual(ids([0, 1, 2, 3, 4, 5, 6]));
    const [card] = (await (await client.get(`/api/questions?sort=helpful&q=${tag}&limit=1`)).json()) as object[];
    expect(card).toEqual({
      id: qs[3]!.id,
      title: qs[3]!.title,
      content: qs[3]!.content,
      createdAt: qs[3]!.createdAt.toISOString(),
      answerCount: 1,
      helpfulCount: 3,
      acceptedAnswerId: null,
      askedByViewer: false,
    });
  });

  it('finds questions by words of the title or content, partial words too', async () => {
    const asker = await buildUser(db());
    const client = await signedInClient(app, await buildUser(db()));
    const tag = word();
    const grilling = await buildQuestion(db(), asker.id, {
      title: `Weekend plans ${tag}`,
      content: 'Any tips for grilling ribs?',
    });
    await buildQuestion(db(), asker.id, { title: `Homework ${tag}`, content: 'Math is hard.' });
    const found = (await (await client.get(`/api/questions?q=${encodeURIComponent(`${tag} grill`)}`)).json()) as {
      id: string;
    }[];
    expect(found.map((q) => q.id)).toEqual([grilling.id]);
    const none = (await (
      await client.get(`/api/questions?q=${encodeURIComponent(`${tag} xylophone`)}`)
    ).json()) as unknown[];
    expect(none).toEqual([]);
    // One misspelt word still finds a title by its trigrams.
    const typo = (await (await client.get(`/api/questions?q=${encodeURIComponent(`homewok`)}`)).json()) as {
      title: string;
    }[];
    expect(typo.map((q) => q.title)).toContain(`Homework ${tag}`);
  });

  it.each([
    ['sort=oldest', 'sort must be one of: newest, unanswered, helpful.'],
    ['limit=0', 'limit must be a whole number from 1 to 50.'],
    ['cursor=nonsense', 'That cursor is not valid: use the X-Next-Cursor of the previous page.'],
    [`q=${'a'.repeat(101)}`, 'Search for at most 100 characters.'],
  ])('refuses %s with 400', async (query, message) => {
    const client = await signedInClient(app, await buildUser(db()));
    const response = await client.get(`/api/questions?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });
});

describe('GET /api/questions/:id/answers', () => {
  it('pages the accepted answer first, then oldest first, without duplicates or gaps', async () => {
    const asker = await buildUser(db());
    const client = await signedInClient(app, await buildUser(db()));
    const question = await buildQuestion(db(), asker.id);
    const answers: { id: string }[] = [];
    for (let i = 0; i < 7; i += 1) {
      answers.push(await buildAnswer(db(), question.id, (await buildUser(db())).id, { createdAt: minutesAgo(10 - i) }));
    }
    await db().answer.update({ where: { id: answers[4]!.id }, data: { isAccepted: true } });
    const expected = [4, 0, 1, 2, 3, 5, 6].map((i) => answers[i]!.id);
    for (const limit of [1, 2, 3, 7]) {
      const pages = await allPages(client, `/api/questions/${question.id}/answers?limit=${limit}`);
      expect(pages.flat().map((a) => a.id)).toEqual(expected);
    }
    expect((await client.get(`/api/questions/00000000-0000-4000-8000-000000000000/answers`)).status).toBe(404);
  });
});

describe('GET /api/community/stats', () => {
  it('counts all answers, dads active in 30 days, and questions since midnight UTC', async () => {
    const client = await signedInClient(app, await buildUser(db()));
    const read = async () =>
      (await (await client.get('/api/community/stats')).json()) as {
        totalAnswers: number;
        activeDads: number;
        questionsToday: number;
      };
    const before = await read();
    const longAgo = await buildUser(db());
    const old = await buildQuestion(db(), longAgo.id, { createdAt: new Date(Date.now() - 40 * 86_400_000) });
    const afterOld = await read();
    expect(afterOld).toEqual({ ...before, totalAnswers: before.totalAnswers });

    const asker = await buildUser(db());
    const question = await buildQuestion(db(), asker.id);
    const answerer = await buildUser(db());
    await buildAnswer(db(), question.id, answerer.id);
    await buildAnswer(db(), old.id, answerer.id);
    expect(await read()).toEqual({
      totalAnswers: before.totalAnswers + 2,
      activeDads: before.activeDads + 2,
      questionsToday: before.questionsToday + 1,
    });
  });
});

describe('anonymity of askers over /api', () => {
  it("never sends the asker's id, name or username to another member", async () => {
    const asker = await buildUser(db(), { firstName: 'Anonymousfirst', lastName: 'Anonymouslast' });
    const askerClient = await signedInClient(app, asker);
    const answerer = await buildUser(db());
    const client = await signedInClient(app, answerer);
    const tag = word();
    const asked = await askerClient.post('/api/questions', {
      json: { title: `Private worry ${tag}`, content: 'Help?' },
    });
    const { id } = (await asked.json()) as { id: string };
    await client.post(`/api/questions/${id}/answers`, { json: { content: 'Hang in there.' } });
    const own = (await (
      await askerClient.post(`/api/questions/${id}/answers`, { json: { content: 'Thanks all.' } })
    ).json()) as { id: string };
    await client.post(`/api/answers/${own.id}/helpful`);
    await askerClient.post(`/api/questions/${id}/accept`, { json: { answerId: own.id } });

    const texts = [
      await (await client.get(`/api/questions?q=${tag}`)).text(),
      await (await client.get(`/api/questions?sort=helpful&q=${tag}`)).text(),
      await (await client.get(`/api/questions/${id}`)).text(),
      await (await client.get(`/api/questions/${id}/answers`)).text(),
      await (await client.post(`/api/questions/${id}/answers`, { json: { content: 'More.' } })).text(),
      await (await client.request('DELETE', `/api/answers/${own.id}/helpful`)).text(),
      await (await client.post(`/api/answers/${own.id}/helpful`)).text(),
      await (await client.get('/api/notifications')).text(),
    ];
    for (const text of texts) {
      for (const secret of [asker.id, asker.username, 'Anonymousfirst', 'Anonymouslast'])
        expect(text).not.toContain(secret);
    }
    expect(texts[3]).toContain('"byAsker":true');
  });
});

/** What a request that reads nothing but the session costs (the profile form's fixed options): one statement. */
async function sessionCost(client: Awaited<ReturnType<typeof signedInClient>>): Promise<number> {
  const cost = await requestCost(
    () => statements,
    () => client.get('/api/users/profile-options'),
  );
  expect(cost).toBe(1);
  return cost;
}

describe('the cost of the Ask a Dad page', () => {
  it('the questions page and the stats cost the same few statements whatever the sizes', async () => {
    const client = await signedInClient(app, await buildUser(db()));
    const session = await sessionCost(client);
    const tag = word();
    for (let i = 0; i < 12; i += 1) {
      const q = await buildQuestion(db(), (await buildUser(db())).id, { title: `Cost ${tag} ${i}` });
      if (i % 2) await buildAnswer(db(), q.id, (await buildUser(db())).id, { isAccepted: true });
    }
    const costs: number[] = [];
    for (const query of [`q=${tag}&limit=1`, `q=${tag}&limit=12`, 'limit=50&sort=helpful', 'sort=unanswered']) {
      costs.push(
        (await requestCost(
          () => statements,
          () => client.get(`/api/questions?${query}`),
        )) - session,
      );
    }
    costs.push(
      (await requestCost(
        () => statements,
        () => client.get('/api/community/stats'),
      )) - session,
    );
    // Beyond the session: the page of ids, then its rows, then their accepted answers; the stats are one statement.
    expect(costs).toEqual([3, 3, 3, 3, 1]);
  });

  it('a question with its answers page costs the same few statements whatever the sizes', async () => {
    const client = await signedInClient(app, await buildUser(db()));
    const session = await sessionCost(client);
    const asker = await buildUser(db());
    const small = await buildQuestion(db(), asker.id);
    await buildAnswer(db(), small.id, (await buildUser(db())).id);
    const big = await buildQuestion(db(), asker.id);
    for (let i = 0; i < 15; i += 1) await buildAnswer(db(), big.id, i % 3 ? (await buildUser(db())).id : asker.id);
    const costs: number[] = [];
    for (const [id, limit] of [
      [small.id, 1],
      [big.id, 5],
      [big.id, 50],
    ] as const) {
      const question = await requestCost(
        () => statements,
        () => client.get(`/api/questions/${id}`),
      );
      const answers = await requestCost(
        () => statements,
        () => client.get(`/api/questions/${id}/answers?limit=${limit}`),
      );
      costs.push(question - session + answers - session);
    }
    expect(costs.every((c) => c === costs[0])).toBe(true);
    // Beyond each request's session: the question with its accepted answer (2); the question, the answers, their
    // authors, the askers, the viewer's marks and the viewer's relationships to the authors (privacy) (6).
    expect(costs[0]).toBeLessThanOrEqual(8);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildAnswer, buildQuestion, buildUser, signedInClient, uniqueDigits } from '../../testing/factories.js';
import { graphql } from '../../testing/graphql.js';
import { requestCost } from '../../testing/statements.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
});
afterAll(() => app.close());

const db = () => app.services.prisma;
const word = () => `zq${uniqueDigits()}`;

const PAGE = /* GraphQL */ `
  query AskADad($sort: QuestionSort, $search: String, $first: Int, $after: String) {
    askADadStats { totalAnswers activeDads questionsToday }
    questions(sort: $sort, search: $search, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id databaseId title content createdAt answerCount helpfulCount askedByViewer acceptedAnswer { databaseId } } }
    }
  }
`;

const DETAIL = /* GraphQL */ `
  query Question($id: String!, $first: Int) {
    question(databaseId: $id) {
      databaseId title askedByViewer answerCount
      acceptedAnswer { databaseId byAsker author { databaseId username firstName lastName } }
      answers(first: $first) {
        totalCount
        edges { node {
          id databaseId content helpfulCount isAccepted byAsker viewerMarkedHelpful viewerCanMarkHelpful viewerCanAccept
          author { databaseId username firstName lastName profileImageUrl }
          question { databaseId askedByViewer }
        } }
      }
    }
  }
`;

describe('Ask a Dad over GraphQL', () => {
  it('asks, answers, marks and accepts with the same rules as /api', async () => {
    const asker = await buildUser(db());
    const askerClient = await signedInClient(app, asker);
    const dad = await buildUser(db());
    const client = await signedInClient(app, dad);

    const blank = await askerClient.graphql(
      `mutation { askQuestion(input: { title: " ", content: "x" }) { __typename ... on AppError { message code fieldErrors { field message } } } }`,
    );
    expect(blank.body.data).toEqual({
      askQuestion: {
        __typename: 'AppError',
        message: 'Please enter a title for your question.',
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'title', message: 'Please enter a title for your question.' }],
      },
    });

    const asked = await askerClient.graphql<any>(
      `mutation { askQuestion(input: { title: "Tantrums?", content: "At the store." }) { ... on MutationAskQuestionSuccess { data { id databaseId askedByViewer answerCount } } } }`,
    );
    const question = asked.body.data.askQuestion.data;
    expect(question).toMatchObject({ askedByViewer: true, answerCount: 0 });

    const answered = await client.graphql<any>(
      `mutation($q: ID!) { answerQuestion(input: { questionId: $q, content: "Stay calm." }) { ... on MutationAnswerQuestionSuccess { data { databaseId byAsker viewerCanMarkHelpful viewerCanAccept author { databaseId } question { answerCount askedByViewer } } } } }`,
      { q: question.id },
    );
    const answer = answered.body.data.answerQuestion.data;
    expect(answer).toMatchObject({
      byAsker: false,
      viewerCanMarkHelpful: false,
      viewerCanAccept: false,
      author: { databaseId: dad.id },
      question: { answerCount: 1, askedByViewer: false },
    });
    const missing = await client.graphql<any>(
      `mutation { answerQuestion(input: { questionId: "00000000-0000-4000-8000-000000000000", content: "Hi" }) { ... on AppError { code } } }`,
    );
    expect(missing.body.data.answerQuestion).toEqual({ code: 'NOT_FOUND' });

    const mark = `mutation($a: ID!) { markAnswerHelpful(answerId: $a) { __typename ... on AppError { code message } ... on MutationMarkAnswerHelpfulSuccess { data { helpfulCount viewerMarkedHelpful viewerCanMarkHelpful } } } }`;
    expect((await askerClient.graphql<any>(mark, { a: answer.databaseId })).body.data.markAnswerHelpful.data).toEqual({
      helpfulCount: 1,
      viewerMarkedHelpful: true,
      viewerCanMarkHelpful: false,
    });
    expect((await askerClient.graphql<any>(mark, { a: answer.databaseId })).body.data.markAnswerHelpful).toMatchObject({
      code: 'CONFLICT',
      message: 'You already marked this answer helpful.',
    });
    expect((await client.graphql<any>(mark, { a: answer.databaseId })).body.data.markAnswerHelpful.code).toBe(
      'FORBIDDEN',
    );

    const accept = `mutation($a: ID!) { acceptAnswer(answerId: $a) { ... on AppError { code } ... on MutationAcceptAnswerSuccess { data { acceptedAnswer { databaseId isAccepted } } } } }`;
    expect((await client.graphql<any>(accept, { a: answer.databaseId })).body.data.acceptAnswer).toEqual({
      code: 'FORBIDDEN',
    });
    expect((await askerClient.graphql<any>(accept, { a: answer.databaseId })).body.data.acceptAnswer.data).toEqual({
      acceptedAnswer: { databaseId: answer.databaseId, isAccepted: true },
    });
    const unaccept = await askerClient.graphql<any>(
      `mutation($q: ID!) { unacceptAnswer(questionId: $q) { ... on MutationUnacceptAnswerSuccess { data { acceptedAnswer { databaseId } } } } }`,
      { q: question.databaseId },
    );
    expect(unaccept.body.data.unacceptAnswer.data).toEqual({ acceptedAnswer: null });
    const unmark = await askerClient.graphql<any>(
      `mutation($a: ID!) { unmarkAnswerHelpful(answerId: $a) { ... on MutationUnmarkAnswerHelpfulSuccess { data { helpfulCount } } } }`,
      { a: answer.databaseId },
    );
    expect(unmark.body.data.unmarkAnswerHelpful.data).toEqual({ helpfulCount: 0 });
  });

  it('refuses a visitor', async () => {
    const body = await graphql(app, '{ askADadStats { totalAnswers } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("never names the asker to anyone else, and pages the list's sorts", async () => {
    const asker = await buildUser(db(), { firstName: 'Secretfirst', lastName: 'Secretlast' });
    const client = await signedInClient(app, await buildUser(db()));
    const tag = word();
    const questions = [];
    for (let i = 0; i < 5; i += 1) {
      questions.push(
        await buildQuestion(db(), asker.id, {
          title: `Worry ${tag} ${i}`,
          createdAt: new Date(Date.now() - i * 60_000),
        }),
      );
    }
    await buildAnswer(db(), questions[0]!.id, asker.id, { isAccepted: true });
    await buildAnswer(db(), questions[0]!.id, (await buildUser(db())).id);

    const seen: string[] = [];
    let after: string | null = null;
    const texts: string[] = [];
    do {
      const response = await client.post('/graphql', {
        json: { query: PAGE, variables: { search: tag, first: 2, after } },
      });
      const text = await response.text();
      texts.push(text);
      const data = JSON.parse(text).data.questions;
      expect(data.totalCount).toBe(5);
      seen.push(...data.edges.map((e: any) => e.node.databaseId));
      after = data.pageInfo.hasNextPage ? data.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(questions.map((q) => q.id));
    const unanswered = await client.graphql<any>(PAGE, { search: tag, sort: 'UNANSWERED' });
    expect(unanswered.body.data.questions.totalCount).toBe(4);

    const detail = await client.post('/graphql', { json: { query: DETAIL, variables: { id: questions[0]!.id } } });
    texts.push(await detail.text());
    expect(JSON.parse(texts.at(-1)!).errors).toBeUndefined();
    const answers = JSON.parse(texts.at(-1)!).data.question.answers.edges.map((e: any) => e.node);
    expect(answers.map((a: any) => [a.byAsker, a.author === null, a.isAccepted])).toEqual([
      [true, true, true],
      [false, false, false],
    ]);
    for (const text of texts) {
      for (const secret of [asker.id, asker.username, 'Secretfirst', 'Secretlast']) expect(text).not.toContain(secret);
    }
  });

  it('costs a fixed number of statements for the page and for a question with its answers, whatever the sizes', async () => {
    const client = await signedInClient(app, await buildUser(db()));
    const tag = word();
    const big = await buildQuestion(db(), (await buildUser(db())).id, { title: `Cost ${tag}` });
    for (let i = 0; i < 12; i += 1) {
      const q = await buildQuestion(db(), (await buildUser(db())).id, { title: `Cost ${tag} ${i}` });
      await buildAnswer(db(), q.id, (await buildUser(db())).id, { isAccepted: i % 2 === 0 });
      await buildAnswer(db(), big.id, (await buildUser(db())).id, { isAccepted: i === 3 });
    }
    const small = await buildQuestion(db(), (await buildUser(db())).id);
    const cost = (query: string, variables: object) =>
      requestCost(
        () => statements,
        () => client.post('/graphql', { json: { query, variables } }),
      );
    const pages = [
      await cost(PAGE, { search: tag, first: 1 }),
      await cost(PAGE, { search: tag, first: 13 }),
      await cost(PAGE, { sort: 'HELPFUL', first: 50 }),
    ];
    expect(
      pages.every((c) => c === pages[0]),
      String(pages),
    ).toBe(true);
    const details = [
      await cost(DETAIL, { id: small.id, first: 5 }),
      await cost(DETAIL, { id: big.id, first: 1 }),
      await cost(DETAIL, { id: big.id, first: 20 }),
    ];
    expect(
      details.every((c) => c === details[0]),
      String(details),
    ).toBe(true);
    expect({ page: pages[0], detail: details[0] }).toEqual({ page: expect.any(Number), detail: expect.any(Number) });
    // Measured: the session (2), stats, ids, count, rows; the question, its relations, and the authors' privacy.
    expect(pages[0]).toBeLessThanOrEqual(6);
    expect(details[0]).toBeLessThanOrEqual(10);
  });
});

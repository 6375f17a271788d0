/**
 * Ask a Dad (docs/ask-a-dad.md): asking with the counters and the non-blank rule, anonymity, answering from a
 * second member's browser, Helpful (once, a toggle), the asker accepting an answer, the stats following, a
 * question's own address (/ask-a-dad?question=<id>, Back returns to the list), and the list's sorts and search.
 * Words no other test uses keep each test's questions apart; the stats are read before and after, as other tests
 * may ask at the same time.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  memberIdOf,
  secondBrowser,
  signUpInBrowser,
  verifyEmailByApi,
  test,
  uniqueLetters,
} from './support';

/** A made-up word of letters only (the search is full text), different in every test and run. */
const uniqueWord = (stem: string) => `${stem}${uniqueLetters()}`;

async function askByApi(request: APIRequestContext, title: string, content: string): Promise<string> {
  const response = await request.post('/api/questions', { data: { title, content } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function answerByApi(request: APIRequestContext, questionId: string, content: string): Promise<string> {
  const response = await request.post(`/api/questions/${questionId}/answers`, { data: { content } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });
const askForm = (page: Page) => page.getByRole('form', { name: 'Ask a Question' });
const answerForm = (page: Page) => page.getByRole('form', { name: 'Answer this question' });
const questionList = (page: Page) => page.getByRole('list', { name: 'Questions' });
const detail = (page: Page) => page.getByRole('region', { name: 'Question', exact: true });
const answer = (page: Page, author: string) => page.getByRole('article', { name: `Answer by ${author}` });

/** A number of the Community Stats card. */
async function stat(page: Page, label: string): Promise<number> {
  const row = page.getByRole('list', { name: 'Community Stats' }).getByRole('listitem').filter({ hasText: label });
  return Number((await row.locator('span').last().textContent())?.replace(/,/g, ''));
}

test('asking: counters, a non-blank title and question, the toast, no name on it, and the stats follow', async ({
  page,
}) => {
  const dad = await signUpInBrowser(page);
  // Verified, so the banner that asks for it (and names his address) is not on the page this test reads.
  await verifyEmailByApi(page.request, dad.email);
  await page.goto('/ask-a-dad');
  await expect(page.getByRole('heading', { level: 1, name: 'Ask a Dad' })).toBeVisible();
  const topics = page.getByRole('list', { name: 'Popular Topics' }).getByRole('listitem');
  await expect(topics).toHaveText([
    'Parenting Tips',
    'School Issues',
    'Teen Problems',
    'Work-Life Balance',
    'Health & Wellness',
    'Relationship Advice',
  ]);
  await expect(page.getByRole('list', { name: 'Community Guidelines' }).getByRole('listitem')).toHaveText([
    'Be respectful and supportive',
    'Share real experiences',
    'Keep content family-friendly',
    'No spam or self-promotion',
    'Use descriptive titles',
  ]);
  await expectNoSeriousAxeViolations(page);
  const questionsToday = await stat(page, 'Questions Today');

  const form = askForm(page);
  const post = form.getByRole('button', { name: 'Post Question' });
  await expect(form.getByText('0/1000')).toHaveCount(2);
  await expect(post).toBeDisabled();
  const word = uniqueWord('Bedtime');
  await form.getByLabel('Title').fill(`${word} battles every night`);
  await expect(post).toBeDisabled(); // no question yet
  await form.getByLabel('Details').fill('   \n ');
  await expect(post).toBeDisabled(); // blank
  await form.getByLabel('Details').fill('x'.repeat(1005)); // stops at the limit
  await expect(form.getByText('1000/1000')).toBeVisible();
  await form.getByLabel('Details').fill('My 4-year-old gets out of bed ten times a night. What worked for you?');
  await expect(form.getByText('69/1000')).toBeVisible();

  // A failed post: its toast, and the question stays in the form for another try.
  await page.route('**/graphql', (route) =>
    /useAskQuestionMutation/.test(route.request().postData() ?? '') ? route.abort() : route.fallback(),
  );
  await post.click();
  await expect(toastText(page, 'Failed to post question. Please try again.')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(`${word} battles every night`);
  await page.unrouteAll();
  await post.click();

  await expect(toastText(page, 'Question posted!')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('');
  const card = questionList(page).getByRole('listitem').filter({ hasText: word });
  await expect(card.getByText('Your question', { exact: true })).toBeVisible();
  await expect(card.getByText('0 answers', { exact: true })).toBeVisible();
  await expect(page.getByText(dad.username)).toHaveCount(0); // the shell names him; the questions do not
  await expect.poll(() => stat(page, 'Questions Today')).toBeGreaterThanOrEqual(questionsToday + 1);
});

test('a question has its address; another dad answers, the asker marks helpful and accepts, and Back returns to the list', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two browsers
  const asker = await signUpInBrowser(page);
  const word = uniqueWord('Allowance');
  const questionId = await askByApi(
    page.request,
    `${word} at what age?`,
    'When did you start giving your kids an allowance?',
  );
  const b = await secondBrowser(browser, baseURL);
  try {
    // B opens the question's address: the question, without who asked it.
    await b.page.goto(`/ask-a-dad?question=${questionId}`);
    await expect(b.page.getByRole('heading', { level: 2, name: `${word} at what age?` })).toBeVisible();
    await expect(b.page.getByText('Your question', { exact: true })).toHaveCount(0);
    await expect(b.page.getByText(asker.username)).toHaveCount(0);
    await expect(b.page.getByText('No answers yet. Be the first to help.')).toBeVisible();
    const totalAnswers = await stat(b.page, 'Total Answers');

    const form = answerForm(b.page);
    await expect(form.getByRole('button', { name: 'Post Answer' })).toBeDisabled();
    await form.getByLabel('Your answer').fill('  ');
    await expect(form.getByRole('button', { name: 'Post Answer' })).toBeDisabled();
    await form.getByLabel('Your answer').fill('At six, tied to chores. It taught saving fast.');
    await expect(form.getByText('46/1000')).toBeVisible();
    await b.page.route('**/graphql', (route) =>
      /useAnswerQuestionMutation/.test(route.request().postData() ?? '') ? route.abort() : route.fallback(),
    );
    await form.getByRole('button', { name: 'Post Answer' }).click();
    await expect(toastText(b.page, 'Failed to post answer. Please try again.')).toBeVisible();
    await b.page.unrouteAll();
    await form.getByRole('button', { name: 'Post Answer' }).click();
    await expect(toastText(b.page, 'Answer posted!')).toBeVisible();
    const byB = answer(b.page, b.dad.username);
    await expect(byB).toContainText('At six, tied to chores.');
    await expect(byB.getByRole('link', { name: b.dad.username })).toHaveAttribute(
      'href',
      `/profile/${await memberIdOf(b.page.request)}`,
    );
    // His own answer: a count, no button.
    await expect(byB.getByRole('button', { name: /Helpful/ })).toHaveCount(0);
    await expect(byB.getByText('0 helpful')).toBeVisible();
    await expect(b.page.getByRole('heading', { name: '1 answer' })).toBeVisible();
    await expect.poll(() => stat(b.page, 'Total Answers')).toBeGreaterThanOrEqual(totalAnswers + 1);
    await expectNoSeriousAxeViolations(b.page);

    // The asker answers too: shown as 'Asker', never by name.
    await answerByApi(page.request, questionId, 'We are thinking of starting at five.');

    // A finds it in the list; opening it puts its address in the bar.
    await page.goto('/ask-a-dad');
    await questionList(page)
      .getByRole('link', { name: `${word} at what age?` })
      .click();
    await expect(page).toHaveURL(`/ask-a-dad?question=${questionId}`);
    await expect(detail(page).getByText('Your question', { exact: true })).toBeVisible();
    const byAsker = answer(page, 'Asker');
    await expect(byAsker).toContainText('We are thinking of starting at five.');
    await expect(byAsker.getByRole('link')).toHaveCount(0);

    // Helpful: once, and a toggle.
    const helpful = answer(page, b.dad.username).getByRole('button', { name: /^Helpful/ });
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(helpful).toHaveText('Helpful (1)');
    await helpful.click();
    await expect(helpful).toHaveText('Helpful (0)');
    await expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await helpful.click();
    await expect(helpful).toHaveText('Helpful (1)');

    // Accepting B's answer: marked, and first.
    await answer(page, b.dad.username).getByRole('button', { name: 'Accept Answer' }).click();
    await expect(answer(page, b.dad.username).getByText('Accepted Answer')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Answers' }).getByRole('article').first()).toHaveAccessibleName(
      `Answer by ${b.dad.username}`,
    );
    await expectNoSeriousAxeViolations(page);

    // B sees it accepted and the asker's answer as 'Asker'; only the asker may accept.
    await b.page.reload();
    await expect(answer(b.page, b.dad.username).getByText('Accepted Answer')).toBeVisible();
    await expect(answer(b.page, b.dad.username).getByText('1 helpful')).toBeVisible();
    await expect(answer(b.page, 'Asker')).toBeVisible();
    await expect(b.page.getByRole('button', { name: 'Accept Answer' })).toHaveCount(0);
    await expect(b.page.getByText(asker.username)).toHaveCount(0);

    // Back: the list, where the question now shows its two answers.
    await page.goBack();
    await expect(page).toHaveURL('/ask-a-dad');
    const card = questionList(page).getByRole('listitem').filter({ hasText: word });
    await expect(card.getByText('2 answers', { exact: true })).toBeVisible();
    await expect(card.getByText('Accepted answer', { exact: true })).toBeVisible();
    // Forward reopens it; the page's own Back button returns too.
    await page.goForward();
    await expect(page.getByRole('heading', { level: 2, name: `${word} at what age?` })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Questions' }).click();
    await expect(page).toHaveURL('/ask-a-dad');
    await expect(card).toBeVisible();
    // The menu's Ask a Dad link, from a question opened in the page, leads to the list too.
    await page.goto('/ask-a-dad');
    await card.getByRole('link').click();
    await expect(detail(page)).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ask a Dad' }).click();
    await expect(page).toHaveURL('/ask-a-dad');
    await expect(askForm(page)).toBeVisible();
    await expect(detail(page)).toHaveCount(0);
  } finally {
    await b.context.close();
  }
});

test('a missing question says so, with a way back', async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto('/ask-a-dad?question=0197a0b2-1c3d-7e4f-8a9b-0c1d2e3f4a5b');
  await expect(page.getByText('Question not found', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Questions' }).click();
  await expect(page).toHaveURL('/ask-a-dad');
  await expect(askForm(page)).toBeVisible();
});

test("'Load more' brings the next page of questions", async ({ page }) => {
  await signUpInBrowser(page);
  const word = uniqueWord('Pagination');
  for (let n = 1; n <= 11; n += 1) await askByApi(page.request, `${word} question ${n}`, `Number ${n} of eleven.`);
  await page.goto('/ask-a-dad');
  await page.getByRole('searchbox', { name: 'Search questions' }).fill(word);
  await expect(page.getByText('11 questions', { exact: true })).toBeVisible();
  const cards = questionList(page).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText(`${word} question 11`); // newest first
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(11);
  await expect(cards.last()).toContainText(`${word} question 1`);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('sorts and search: Unanswered leaves answered questions out, Most Helpful puts the helped one first', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two members
  await signUpInBrowser(page);
  const word = uniqueWord('Tantrum');
  await askByApi(page.request, `${word} in the grocery store`, 'How do you handle a meltdown in public?');
  const helpedId = await askByApi(page.request, `${word} before school`, 'Mornings are a battle.');
  await askByApi(page.request, `Something else entirely ${uniqueWord('Other')}`, 'Not about that at all.');
  const b = await secondBrowser(browser, baseURL);
  try {
    const answerId = await answerByApi(b.page.request, helpedId, 'A visual morning chart saved us.');
    const marked = await page.request.post(`/api/answers/${answerId}/helpful`);
    expect(marked.status()).toBe(201);

    await page.goto('/ask-a-dad');
    await page.getByRole('searchbox', { name: 'Search questions' }).fill(word);
    const titles = questionList(page).getByRole('heading', { level: 3 });
    await expect(titles).toHaveText([`${word} before school`, `${word} in the grocery store`]);
    await expect(page.getByText('2 questions', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Unanswered' }).click();
    await expect(page.getByRole('button', { name: 'Unanswered' })).toHaveAttribute('aria-pressed', 'true');
    await expect(titles).toHaveText([`${word} in the grocery store`]);

    await page.getByRole('button', { name: 'Most Helpful' }).click();
    await expect(titles).toHaveText([`${word} before school`, `${word} in the grocery store`]);
    await expect(questionList(page).getByRole('listitem').first().getByText('1 helpful')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search questions' }).fill(uniqueWord('Nothingmatches'));
    await expect(page.getByText('No questions found', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  } finally {
    await b.context.close();
  }
});

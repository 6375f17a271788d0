/**
 * Layout on a phone (390x844) and a desktop (1366x900): the panic button and the floating chat leave the page's
 * buttons alone, a phone opens the dashboard on its feed, tab strips show all their tabs, names and titles are
 * readable whole, the search panel shows all its sections, and the dad joke marquee moves only for those who
 * want motion.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { isShownWhole, settledLayoutOffences } from './layout-checks';
import { layoutMemberForFile } from './layout-member';
import { expectNoSeriousAxeViolations, test } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const member = layoutMemberForFile();

test.beforeEach(async ({ context }) => {
  await context.addCookies((await member().request.storageState()).cookies);
});

async function openDashboard(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

/** The member can read all of `locator`'s text: it is shown whole, or its title gives it whole. */
async function expectReadable(locator: Locator, full: string) {
  await expect(locator).toBeVisible();
  if (await isShownWhole(locator)) await expect(locator).toContainText(full);
  else await expect(locator).toHaveAttribute('title', full);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("the panic button covers neither the chat's Send nor the composer's Post: Send sends, no alert goes out", async ({
    page,
  }) => {
    await openDashboard(page);
    // The composer's Post button at the bottom of the screen, at each height the panic button used to cover.
    const composer = page.getByRole('form', { name: 'New post' });
    await composer.getByRole('textbox', { name: 'Post text' }).fill('Almost ready to post');
    const post = composer.getByRole('button', { name: 'Post', exact: true });
    for (const fromBottom of [70, 50, 30]) {
      await post.evaluate(
        (button, gap) => window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + gap),
        fromBottom,
      );
      expect(await settledLayoutOffences(page, { scope: 'form[aria-label="New post"]' })).toEqual([]);
    }

    await page.getByRole('button', { name: 'Open chat' }).click();
    const chat = page.getByRole('region', { name: 'Chat' });
    await chat.getByRole('button', { name: new RegExp(member().friendUsername) }).click();
    await chat.getByRole('textbox', { name: 'Message' }).fill('See you at the pancakes');
    const send = chat.getByRole('button', { name: 'Send' });
    expect(await settledLayoutOffences(page, { scope: 'section[aria-label="Chat"]' })).toEqual([]);
    // Playwright's click fails when another element would take the tap.
    await send.click({ timeout: 5_000 });
    await expect(chat.getByRole('list', { name: 'Messages' }).getByText('See you at the pancakes')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Panic mode activated' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Panic button' })).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
  });

  test('the dashboard opens on the feed; the profile card follows it and the categories start collapsed', async ({
    page,
  }) => {
    await openDashboard(page);
    const feeds = page.getByRole('tablist', { name: 'Feeds' });
    const composer = page.getByRole('form', { name: 'New post' });
    await expect(composer).toBeInViewport();
    const feedTop = (await feeds.boundingBox())!.y;
    expect(feedTop).toBeLessThan(PHONE.height / 2);
    const card = page.getByRole('heading', { level: 2, name: /^Bartholomew Montgomery-Fitzgerald/ });
    expect((await card.boundingBox())!.y).toBeGreaterThan(feedTop);

    const categories = page.getByRole('region', { name: 'Category filter' });
    const toggle = categories.getByRole('button', { name: 'Categories' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(categories.getByRole('button', { name: 'Sports' })).toBeHidden();
    await toggle.click();
    await expect(categories.getByRole('button', { name: 'Sports' })).toBeVisible();
  });

  for (const [path, name] of [
    ['/', 'Feeds'],
    ['/events', 'Events'],
    ['/groups', 'Groups and teams'],
  ] as const) {
    test(`every tab of the ${name} strip on ${path} is on screen, none cut off`, async ({ page }) => {
      await page.goto(path);
      const strip = page.getByRole('tablist', { name });
      const tabs = strip.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      expect(await strip.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
      const box = (await strip.boundingBox())!;
      for (const tab of await tabs.all()) {
        const tabBox = (await tab.boundingBox())!;
        expect(tabBox.x).toBeGreaterThanOrEqual(box.x);
        expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(Math.min(box.x + box.width, PHONE.width) + 0.5);
        await expect(tab).toBeInViewport({ ratio: 1 });
      }
    });
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the dashboard keeps three columns with the profile card at the top left and the categories open', async ({
    page,
  }) => {
    await openDashboard(page);
    const card = (await page
      .getByRole('heading', { level: 2, name: /^Bartholomew Montgomery-Fitzgerald/ })
      .boundingBox())!;
    const feeds = (await page.getByRole('tablist', { name: 'Feeds' }).boundingBox())!;
    expect(card.x).toBeLessThan(feeds.x);
    await expect(
      page.getByRole('region', { name: 'Category filter' }).getByRole('button', { name: 'Sports' }),
    ).toBeVisible();
  });

  test('names in the connection widgets, the own profile header and the inbox list are readable whole', async ({
    page,
  }) => {
    await openDashboard(page);
    const connections = page.getByRole('list', { name: 'Connections', exact: true });
    // Members are named by username first, as everywhere (a 20-character one is the longest there is).
    await expectReadable(connections.getByRole('link', { name: member().friendUsername }), member().friendUsername);

    await page.goto('/profile');
    const name = page.getByRole('heading', { level: 1 });
    await expect(name).toContainText('Bartholomew Montgomery-Fitzgerald');
    expect(await isShownWhole(name)).toBe(true);
    const since = page.getByText(/^Dad since /);
    const lineHeight = await since.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await since.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    const contact = page.getByRole('region', { name: 'Contact Information' });
    const email = contact.getByText(/@example\.com$/);
    const emailHeight = (await email.boundingBox())!.height;
    expect(emailHeight).toBeLessThan(lineHeight * 1.5);

    await page.goto('/inbox');
    const list = page.getByRole('region', { name: 'Conversations' });
    const title = list.getByText(member().groupChatTitle);
    await expectReadable(title, member().groupChatTitle);
  });

  test('the search panel shows every section, Events included, without being cut off', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('search').getByRole('searchbox', { name: 'Search' }).fill(member().tag);
    const panel = page.getByRole('region', { name: 'Search results' });
    for (const section of ['Dads', 'Posts', 'Groups', 'Events']) {
      await expect(panel.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(
      panel.getByRole('link', { name: /Birdhouse Build Along|Backyard Movie Night|Saturday Morning Pancake/ }),
    ).toHaveCount(3);
    expect(await panel.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
    for (const link of await panel.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 });
    expect(await settledLayoutOffences(page, { scope: 'section[aria-label="Search results"]' })).toEqual([]);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('the dad joke marquee', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test.describe('with motion', () => {
        test.use({ reducedMotion: 'no-preference' });

        test('the joke moves across the strip and its button pauses it', async ({ page }) => {
          await openDashboard(page);
          const joke = page.getByTestId('joke-of-the-day');
          await expect(joke).toHaveText(/^Dad joke of the day: \S.{4,}/);
          expect(await joke.evaluate((element) => getComputedStyle(element).animationName)).toBe('dh-marquee');
          const left = () => joke.evaluate((element) => element.getBoundingClientRect().left);
          const start = await left();
          await expect.poll(left).not.toBe(start);

          await page.getByRole('button', { name: 'Pause the joke' }).click();
          await page.mouse.move(0, 0); // neither pointing at it nor focusing it keeps it still: the button does
          await page.getByRole('button', { name: 'Play the joke' }).blur();
          expect(
            await joke.evaluate((element) =>
              element.getAnimations().every((animation) => animation.playState === 'paused'),
            ),
          ).toBe(true);
          await page.getByRole('button', { name: 'Play the joke' }).click();
          await expect(page.getByRole('button', { name: 'Pause the joke' })).toBeVisible();
        });
      });

      test('with reduced motion the whole joke stands still, wrapped', async ({ page }) => {
        await openDashboard(page);
        const joke = page.getByTestId('joke-of-the-day');
        await expect(joke).toHaveText(/^Dad joke of the day: \S.{4,}/);
        expect(await joke.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
        expect(await joke.evaluate((element) => element.getAnimations().length)).toBe(0);
        expect(await isShownWhole(joke)).toBe(true);
        expect(await isShownWhole(joke.locator('..'))).toBe(true);
        await expect(joke).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole('button', { name: 'Pause the joke' })).toBeHidden();
      });
    });
  }
});

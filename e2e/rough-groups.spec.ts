/**
 * Groups as a new member finds them: deleting a group from its card takes it out of every list the app holds
 * (the /groups tabs, the dashboard's groups) with the 'Group deleted' toast, and the app stays up; Manage Group
 * asks before Remove and Ban, lists the banned members, and lifts a ban.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { memberIdOf, signUpByApi, signUpInBrowser, test, toastText, unique, uniqueLetters } from './support';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function createGroupByApi(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/groups', { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const crashed = (page: Page) => page.getByText('Something went wrong', { exact: true });

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('deleting a group from its card takes it out of every list, with the toast, and the app stays up', async ({
    page,
  }) => {
    test.slow(); // the dashboard's first load, then two screens
    await signUpInBrowser(page);
    const name = unique('Smoke Signals');
    const kept = unique('Keepers Club');
    await createGroupByApi(page.request, { name, description: 'Going away soon' });
    await createGroupByApi(page.request, { name: kept, description: 'Staying' });

    // The dashboard lists both: the store now holds the group in "my groups" as well.
    await page.goto('/home');
    const yours = page.getByRole('list', { name: 'Your groups' });
    await expect(yours.getByRole('link', { name, exact: true })).toBeVisible({ timeout: 30_000 });

    // In the app, not a new page load: the lists already loaded stay in memory.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Groups & Teams' }).click();
    const mine = page.getByRole('list', { name: 'My groups and teams' });
    await expect(mine.getByRole('link', { name, exact: true })).toBeVisible();
    await mine.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Group' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();

    await expect(toastText(page, 'Group deleted')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(mine.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(mine.getByRole('link', { name: kept, exact: true })).toBeVisible();
    await expect(crashed(page)).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(yours.getByRole('link', { name: kept, exact: true })).toBeVisible();
    await expect(yours.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(crashed(page)).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('Manage Group asks before Remove and Ban, lists the banned members and lifts a ban', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signUpInBrowser(page);
    const groupId = await createGroupByApi(page.request, { name: unique('Pit Crew'), description: 'Low and slow' });
    const memberRequest = await playwright.request.newContext({ baseURL });
    try {
      const dad = await signUpByApi(memberRequest);
      const memberName = `Otis ${uniqueLetters()}`;
      const [firstName, lastName] = memberName.split(' ');
      expect((await memberRequest.patch('/api/users/profile', { data: { firstName, lastName } })).status()).toBe(200);
      expect((await memberRequest.post(`/api/groups/${groupId}/join`)).status()).toBe(201);

      await page.goto(`/groups/${groupId}`);
      await page.getByRole('button', { name: 'Manage Group' }).click();
      const manage = page.getByRole('dialog', { name: 'Manage Group' });
      await manage.getByRole('tab', { name: 'Members', exact: true }).click();
      const row = manage
        .getByRole('list', { name: 'Manage members' })
        .getByRole('listitem')
        .filter({ hasText: memberName });

      // Remove asks first; Cancel keeps him.
      await row.getByRole('button', { name: 'Remove', exact: true }).click();
      const removing = page.getByRole('dialog', { name: 'Remove Member' });
      await expect(removing).toContainText(memberName);
      await removing.getByRole('button', { name: 'Cancel' }).click();
      await expect(removing).toHaveCount(0);
      await expect(row).toBeVisible();
      expect(await memberStatus(memberRequest, groupId)).toBe(true);

      // Ban asks first too; confirmed, he is out and listed under Banned.
      await row.getByRole('button', { name: 'Ban', exact: true }).click();
      const banning = page.getByRole('dialog', { name: 'Ban Member' });
      await expect(banning).toContainText(memberName);
      await banning.getByRole('button', { name: 'Ban', exact: true }).click();
      await expect(toastText(page, 'User Banned')).toBeVisible();
      await expect(row).toHaveCount(0);
      expect((await memberRequest.post(`/api/groups/${groupId}/join`)).status()).toBe(403);

      await manage.getByRole('tab', { name: 'Banned' }).click();
      const banned = manage
        .getByRole('list', { name: 'Banned members' })
        .getByRole('listitem')
        .filter({ hasText: memberName });
      await expect(banned).toContainText('Banned by group admin');
      await banned.getByRole('button', { name: 'Unban' }).click();
      await expect(toastText(page, 'User Unbanned')).toBeVisible();
      await expect(manage.getByText('No banned members', { exact: true })).toBeVisible();
      expect((await memberRequest.post(`/api/groups/${groupId}/join`)).status()).toBe(201);
      expect(await memberIdOf(memberRequest)).toBe(dad.id);
    } finally {
      await memberRequest.dispose();
    }
  });
});

/** Whether the member signed in on `request` belongs to the group. */
async function memberStatus(request: APIRequestContext, groupId: string): Promise<boolean> {
  const role = await request.get(`/api/groups/${groupId}/user-role`);
  expect(role.status()).toBe(200);
  return ((await role.json()) as { isMember: boolean }).isMember;
}

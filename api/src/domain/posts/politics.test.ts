/**
 * The political content filter (Feed Settings): one rule for the Dadfeed, the Groupfeed, content search and
 * suggested posts, for members who turn it on; everyone else sees every post.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildGroup, buildPost, signedInMember, uniqueDigits } from '../../testing/factories.js';
import type { HttpClient } from '../../testing/http-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function ids(client: HttpClient, path: string): Promise<string[]> {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { id: string }[]).map((item) => item.id);
}

/** Posts by `authorId`, with the word `tag` in each: the political ones, and ones that only look close. */
async function postsWith(authorId: string, tag: string, extra: { groupId?: string } = {}) {
  const post = (content: string, more: Parameters<typeof buildPost>[2] = {}) =>
    buildPost(app.services.prisma, authorId, { content: `${content} ${tag}`, ...extra, ...more }).then((p) => p.id);
  return {
    political: [
      await post('Anyone else watching the ELECTION results tonight?'),
      await post('Our senators voted again'),
      await post('Big news', { hashtags: ['gop'] }),
      await post('Mixed feelings', { categories: ['politics'] }),
      await post('Left-wing or right wing, grill the same burgers'),
    ],
    other: [
      await post('A liberally seasoned brisket'),
      await post('Vote in my poll: grill or smoker?'),
      await post('Campaigning for a new treehouse'),
    ],
  };
}

describe('filterPoliticalContent', () => {
  it('leaves political posts out of the Dadfeed, the Groupfeed and content search for a member who turns it on', async () => {
    const tag = `zq${uniqueDigits()}`;
    const { user: author } = await signedInMember(app);
    const filtering = await signedInMember(app, { filterPoliticalContent: true });
    const everyone = await signedInMember(app);
    const group = await buildGroup(app.services.prisma, author.id, {}, [filtering.user.id, everyone.user.id]);
    const personal = await postsWith(author.id, tag);
    const inGroup = await postsWith(author.id, tag, { groupId: group.id });

    const dadfeed = (client: HttpClient) => ids(client, '/api/posts?limit=50');
    const groupfeed = (client: HttpClient) => ids(client, `/api/groups/posts/feed?groupId=${group.id}&limit=50`);
    const search = async (client: HttpClient) =>
      ((await (await client.get(`/api/search?query=${tag}&limit=20`)).json()) as { posts: { id: string }[] }).posts.map(
        (p) => p.id,
      );

    expect(new Set(await dadfeed(filtering.client))).toEqual(new Set(personal.other));
    expect(new Set(await groupfeed(filtering.client))).toEqual(new Set(inGroup.other));
    expect(new Set(await search(filtering.client))).toEqual(new Set([...personal.other, ...inGroup.other]));

    expect(new Set(await dadfeed(everyone.client))).toEqual(new Set([...personal.political, ...personal.other]));
    expect(new Set(await groupfeed(everyone.client))).toEqual(new Set([...inGroup.political, ...inGroup.other]));
    expect((await search(everyone.client)).length).toBe(16);

    // Turned off again (Feed Settings), the posts come back.
    await app.services.prisma.user.update({
      where: { id: filtering.user.id },
      data: { filterPoliticalContent: false },
    });
    expect((await dadfeed(filtering.client)).length).toBe(8);
  });

  it('leaves political posts out of suggested posts too', async () => {
    const { user: author } = await signedInMember(app);
    const filtering = await signedInMember(app, { filterPoliticalContent: true, interests: ['Crypto'] });
    const everyone = await signedInMember(app, { interests: ['Crypto'] });
    const political = await buildPost(app.services.prisma, author.id, {
      content: 'Crypto and the election',
      categories: ['crypto'],
    });
    const plain = await buildPost(app.services.prisma, author.id, {
      content: 'Crypto for dads',
      categories: ['crypto'],
    });
    const suggested = async (client: HttpClient) =>
      ((await (await client.get('/api/suggestions/content')).json()) as { posts: { id: string }[] }).posts.map(
        (p) => p.id,
      );
    // Both rank first for a member interested in crypto (the other slot goes to another post).
    expect(await suggested(filtering.client)).toContain(plain.id);
    expect(await suggested(filtering.client)).not.toContain(political.id);
    expect((await suggested(everyone.client)).sort()).toEqual([political.id, plain.id].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { GENERIC_PUSH_NOTICE, notificationPath, pushNotice } from './push-notice';

const push = (payload: unknown) => pushNotice(JSON.stringify(payload));

describe('pushNotice', () => {
  it('shows the title and body, and opens the path', () => {
    expect(push({ title: 'Sam fist-bumped your post', body: 'Great grilling tips!', url: '/posts/123' })).toEqual({
      title: 'Sam fist-bumped your post',
      body: 'Great grilling tips!',
      url: '/posts/123',
    });
  });

  it('keeps a tag, so a later notice with it replaces this one', () => {
    expect(push({ title: 'New message', body: 'Hi', url: '/inbox?c=4', tag: 'conversation-4' })).toMatchObject({
      url: '/inbox?c=4',
      tag: 'conversation-4',
    });
    expect(push({ title: 'New message', body: 'Hi', url: '/inbox', tag: null })).not.toHaveProperty('tag');
  });

  it('shows the generic notice, opening the notifications page, for anything else', () => {
    expect(GENERIC_PUSH_NOTICE).toEqual({ title: 'New activity on Dadhood', body: '', url: '/notifications' });
    for (const data of [null, undefined, '', 'not json', '42', '"text"', '[]', 'null']) {
      expect(pushNotice(data), String(data)).toEqual(GENERIC_PUSH_NOTICE);
    }
    const good = { title: 'T', body: 'B', url: '/posts/1' };
    for (const payload of [
      { ...good, title: undefined },
      { ...good, title: '  ' },
      { ...good, title: 7 },
      { ...good, body: undefined },
      { ...good, body: { text: 'B' } },
      { ...good, url: undefined },
      { ...good, tag: 3 },
    ]) {
      expect(push(payload), JSON.stringify(payload)).toEqual(GENERIC_PUSH_NOTICE);
    }
  });

  it('opens only a path of the app: never another site, nor the API', () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'posts/1',
      '/api/logout',
      '/\t/x',
    ]) {
      expect(push({ title: 'T', body: 'B', url }).url, url).toBe('/notifications');
    }
  });
});

describe('notificationPath', () => {
  it("is the notification's own path, checked again", () => {
    expect(notificationPath({ url: '/events/9' })).toBe('/events/9');
    expect(notificationPath({ url: 'https://evil.example/' })).toBe('/notifications');
    expect(notificationPath(null)).toBe('/notifications');
    expect(notificationPath('/posts/1')).toBe('/notifications');
  });
});

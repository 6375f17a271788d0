import { describe, expect, it } from 'vitest';
import { notificationKind, notificationPath, REQUESTS_TAB_PATH } from './notification-kinds';

describe('the kind of a notification', () => {
  it('folds every server type into one of the seven icons', () => {
    expect(notificationKind('like')).toBe('fistBump');
    expect(notificationKind('comment')).toBe('comment');
    expect(notificationKind('answer')).toBe('comment');
    expect(notificationKind('connection_request')).toBe('connection');
    expect(notificationKind('connection_accepted')).toBe('connection');
    expect(notificationKind('referral')).toBe('connection');
    expect(notificationKind('group_invitation')).toBe('group');
    expect(notificationKind('event_invitation')).toBe('event');
    expect(notificationKind('message')).toBe('message');
    expect(notificationKind('panic')).toBe('other');
    expect(notificationKind('other')).toBe('other');
    expect(notificationKind('something_new')).toBe('other');
  });
});

describe('where a notification leads', () => {
  it('opens the page of its target', () => {
    expect(notificationPath({ targetType: 'post', targetId: 'p1' })).toBe('/posts/p1');
    expect(notificationPath({ targetType: 'user', targetId: 'u1' })).toBe('/profile/u1');
    expect(notificationPath({ targetType: 'conversation', targetId: 'c1' })).toBe('/inbox?c=c1');
    expect(notificationPath({ targetType: 'group', targetId: 'g1' })).toBe('/groups/g1');
    expect(notificationPath({ targetType: 'event', targetId: 'e1' })).toBe('/events/e1');
    expect(notificationPath({ targetType: 'channel', targetId: 'h1' })).toBe('/channels/h1');
    expect(notificationPath({ targetType: 'question', targetId: 'q1' })).toBe('/ask-a-dad?question=q1');
    expect(notificationPath({ targetType: 'question', targetId: null })).toBe('/ask-a-dad');
  });

  it('opens the Requests tab for a connection request', () => {
    expect(notificationPath({ targetType: 'connection', targetId: 'k1' })).toBe(REQUESTS_TAB_PATH);
    expect(REQUESTS_TAB_PATH).toBe('/networking?tab=requests');
  });

  it('opens the profile of the dad who raised a panic alert', () => {
    expect(notificationPath({ targetType: 'panic_alert', targetId: 'a1', actorId: 'u2' })).toBe('/profile/u2');
    expect(notificationPath({ targetType: 'panic_alert', targetId: 'a1', actorId: null })).toBeNull();
  });

  it('has nowhere to go without a target or with a bare comment id', () => {
    expect(notificationPath({})).toBeNull();
    expect(notificationPath({ targetType: 'post', targetId: null })).toBeNull();
    expect(notificationPath({ targetType: 'comment', targetId: 'c1' })).toBeNull();
  });

  it('keeps ids inside their part of the address', () => {
    expect(notificationPath({ targetType: 'post', targetId: 'a/b?c' })).toBe('/posts/a%2Fb%3Fc');
  });
});

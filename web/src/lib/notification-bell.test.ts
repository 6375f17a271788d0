import { describe, expect, it } from 'vitest';
import { bellChoices, bellLabel, bellToast, choiceOf, levelOf } from './notification-bell';

describe('bellChoices', () => {
  it('offers Default, Follow everything and Mute, with what following brings for the kind', () => {
    expect(bellChoices('group').map((choice) => choice.label)).toEqual(['Default', 'Follow everything', 'Mute']);
    expect(bellChoices('group')[1]!.hint).toBe('Every new post');
    expect(bellChoices('event')[1]!.hint).toBe('Every new post in its discussion');
    expect(bellChoices('question')[1]!.hint).toBe('Every new answer');
    expect(bellChoices('channel')[2]).toEqual({ value: 'muted', label: 'Mute', hint: 'Nothing about it reaches you' });
  });

  it('offers a conversation no following: every message already notifies', () => {
    expect(bellChoices('conversation').map((choice) => choice.value)).toEqual(['default', 'muted']);
  });
});

describe('choiceOf and levelOf', () => {
  it('reads no level as the default choice, and back', () => {
    expect(choiceOf(null)).toBe('default');
    expect(choiceOf(undefined)).toBe('default');
    expect(choiceOf('muted')).toBe('muted');
    expect(levelOf('default')).toBeNull();
    expect(levelOf('following')).toBe('following');
    expect(levelOf('anything else')).toBeNull();
    expect(choiceOf('%future added value')).toBe('default');
  });
});

describe('bellLabel', () => {
  it('names what it is for and the level now', () => {
    expect(bellLabel('group', null)).toBe('Notification settings for this group: Default');
    expect(bellLabel('event', 'following')).toBe('Notification settings for this event: Following');
    expect(bellLabel('conversation', 'muted')).toBe('Notification settings for this conversation: Muted');
  });

  it('never contains the shell bell\'s name "Notifications"', () => {
    expect(bellLabel('channel', null).toLowerCase()).not.toContain('notifications');
  });
});

describe('bellToast', () => {
  it('says what changed, per kind', () => {
    expect(bellToast('group', 'following')).toBe('You follow everything in this group.');
    expect(bellToast('question', 'following')).toBe('You follow every new answer to this question.');
    expect(bellToast('channel', 'muted')).toBe('Channel muted.');
    expect(bellToast('event', null)).toBe('Back to your notification settings.');
    expect(bellToast('conversation', 'muted')).toBe('Conversation muted.');
    expect(bellToast('conversation', null)).toBe('Conversation unmuted.');
  });
});

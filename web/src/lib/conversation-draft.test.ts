import { describe, expect, it } from 'vitest';
import { addablePeople, participantsAddedText, startConversationRequest } from './conversation-draft';

describe('startConversationRequest', () => {
  it('makes a direct chat from exactly one person on the 1-on-1 tab, a group from more', () => {
    expect(startConversationRequest('direct', ['b'])).toEqual({ participantIds: ['b'], isGroup: false });
    expect(startConversationRequest('direct', ['b', 'c'])).toEqual({ participantIds: ['b', 'c'], isGroup: true });
    expect(startConversationRequest('direct', ['b', 'b'])).toEqual({ participantIds: ['b'], isGroup: false });
  });

  it('makes a group with its trimmed name from the Group Chat tab, even with one person', () => {
    expect(startConversationRequest('group', ['b'], '  BBQ crew ')).toEqual({
      participantIds: ['b'],
      isGroup: true,
      title: 'BBQ crew',
    });
    expect(startConversationRequest('group', ['b', 'c'], '  ')).toEqual({ participantIds: ['b', 'c'], isGroup: true });
  });

  it('needs at least one person', () => {
    expect(startConversationRequest('direct', [])).toBeNull();
    expect(startConversationRequest('group', [], 'BBQ crew')).toBeNull();
  });
});

describe('addablePeople', () => {
  it('leaves out the viewer and the members', () => {
    const people = [{ id: 'me' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
    expect(addablePeople(people, 'me', ['b', 'me'])).toEqual([{ id: 'c' }, { id: 'd' }]);
  });
});

describe('participantsAddedText', () => {
  it('reads as the product words it', () => {
    expect(participantsAddedText(1)).toBe('Added 1 participant(s) to the conversation.');
    expect(participantsAddedText(3)).toBe('Added 3 participant(s) to the conversation.');
  });
});

import { describe, expect, it } from 'vitest';
import { conversationName, memberNames } from './conversation-name';

const ann = { username: 'ann' };
const bob = { username: 'bob' };
const cy = { username: 'cy' };
const dee = { username: 'dee' };

describe('conversationName', () => {
  it("names a direct chat after the other member, or 'Deleted member' once they left", () => {
    expect(conversationName({ isGroup: false, otherParticipant: bob, others: [bob] })).toBe('bob');
    expect(conversationName({ isGroup: false, otherParticipant: null, others: [] })).toBe('Deleted member');
  });

  it('names a group by its title, else by its members', () => {
    expect(conversationName({ isGroup: true, title: ' BBQ crew ', others: [ann, bob] })).toBe('BBQ crew');
    expect(conversationName({ isGroup: true, title: '  ', others: [ann, bob] })).toBe('ann, bob');
    expect(conversationName({ isGroup: true, title: null, others: [ann, bob, cy, dee] })).toBe('ann, bob, cy +1');
    expect(conversationName({ isGroup: true, title: null, others: [] })).toBe('Group Chat');
  });
});

describe('memberNames', () => {
  it('lists every member, the viewer as You', () => {
    expect(memberNames([{ ...ann, isViewer: true }, bob, cy])).toBe('You, bob, cy');
  });
});

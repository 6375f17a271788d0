import { describe, expect, it } from 'vitest';
import { editInput, groupInput, NEW_GROUP } from './group-draft';

describe('groupInput', () => {
  it('starts from the defaults: local, public, group', () => {
    expect(groupInput({ ...NEW_GROUP, name: ' Grill Dads ' })).toEqual({
      name: 'Grill Dads',
      description: '',
      category: 'general',
      format: 'group',
      visibility: 'local',
      isPublic: true,
    });
  });

  it('sends maxMembers only when numeric', () => {
    expect(groupInput({ ...NEW_GROUP, maxMembers: '12' }).maxMembers).toBe(12);
    expect('maxMembers' in groupInput({ ...NEW_GROUP, maxMembers: 'lots' })).toBe(false);
  });
});

describe('editInput', () => {
  it('sends the hashtags comma separated, trimmed, empties dropped', () => {
    expect(editInput({ ...NEW_GROUP, hashtags: 'bbq, ,  smoking ,' }).hashtags).toEqual(['bbq', 'smoking']);
  });
});

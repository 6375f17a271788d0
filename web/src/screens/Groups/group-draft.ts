/** The create and edit forms' draft of a group, and what they send. */
import type { GroupCategoryId, GroupFormatId, GroupVisibilityId } from '../../lib/groups';
import { maxMembersToSend, parseGroupHashtags } from '../../lib/groups';

export interface GroupDraft {
  name: string;
  description: string;
  category: GroupCategoryId;
  format: GroupFormatId;
  visibility: GroupVisibilityId;
  isPublic: boolean;
  /** As typed: sent only when it is a whole number. */
  maxMembers: string;
  /** The edit form's comma-separated hashtags. */
  hashtags: string;
}

/** The create form's defaults: visibility local, public on, format group. */
export const NEW_GROUP: GroupDraft = {
  name: '',
  description: '',
  category: 'general',
  format: 'group',
  visibility: 'local',
  isPublic: true,
  maxMembers: '',
  hashtags: '',
};

/** The fields both forms send; maxMembers only when numeric, hashtags only from the edit form. */
export function groupInput(draft: GroupDraft) {
  const maxMembers = maxMembersToSend(draft.maxMembers);
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    category: draft.category,
    format: draft.format,
    visibility: draft.visibility,
    isPublic: draft.isPublic,
    ...(maxMembers === undefined ? {} : { maxMembers }),
  };
}

export function editInput(draft: GroupDraft) {
  return { ...groupInput(draft), hashtags: parseGroupHashtags(draft.hashtags) };
}

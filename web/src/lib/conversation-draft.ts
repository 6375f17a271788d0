/**
 * What the Start dialog asks the server for: from the 1-on-1 Chat tab, exactly
 * one person makes a direct chat and more make a group; the Group Chat tab makes a group with its name, and
 * needs at least one person. Adding people offers the viewer's connections who are not in the conversation.
 */
export type StartTab = 'direct' | 'group';

export interface StartConversationRequest {
  participantIds: string[];
  isGroup: boolean;
  title?: string;
}

/** The request, or null while the choice cannot start a chat. */
export function startConversationRequest(
  tab: StartTab,
  participantIds: readonly string[],
  groupName = '',
): StartConversationRequest | null {
  const ids = [...new Set(participantIds)];
  if (ids.length === 0) return null;
  if (tab === 'direct' && ids.length === 1) return { participantIds: ids, isGroup: false };
  const title = groupName.trim();
  return { participantIds: ids, isGroup: true, ...(tab === 'group' && title ? { title } : {}) };
}

/** Group names are at most 100 characters (the server's limit). */
export const GROUP_NAME_MAX_LENGTH = 100;

/** The people who can be added: not the viewer, not already a member. */
export function addablePeople<T extends { id: string }>(
  candidates: readonly T[],
  viewerId: string,
  memberIds: readonly string[],
): T[] {
  const taken = new Set([viewerId, ...memberIds]);
  return candidates.filter((candidate) => !taken.has(candidate.id));
}

/** 'Added N participant(s) to the conversation.', worded so for any count. */
export const participantsAddedText = (count: number) => `Added ${count} participant(s) to the conversation.`;

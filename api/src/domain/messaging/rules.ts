/**
 * Messaging's limits, texts and inputs, shared by /api and GraphQL (docs/messaging.md).
 */
import { z } from 'zod';
import { badInput } from '../errors.js';

export const MAX_GROUP_PARTICIPANTS = 250;
export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_TITLE_LENGTH = 100;

export const CHOOSE_SOMEONE = 'Choose at least one dad to message.';
export const ONLY_CONNECTIONS = 'You can only message dads you are connected with.';
export const NOT_YOUR_MESSAGE = 'You can only edit your own messages.';
export const MESSAGE_REQUIRED = 'Write a message or attach a file.';
export const NOBODY_NEW = 'Everyone you chose is already in this conversation.';
export const GROUP_TOO_LARGE = `A group chat can have at most ${MAX_GROUP_PARTICIPANTS} participants.`;

const memberId = z.uuid({ error: 'Each participant must be a member id.' });
const memberIds = z
  .array(memberId, { error: 'participantIds must be a list of member ids.' })
  .max(MAX_GROUP_PARTICIPANTS, { error: GROUP_TOO_LARGE });

export const startInput = z.object({
  participant2Id: memberId.optional(),
  participantIds: memberIds.optional(),
  isGroup: z.boolean({ error: 'isGroup must be true or false.' }).optional(),
  title: z
    .string({ error: 'title must be text.' })
    .trim()
    .max(MAX_TITLE_LENGTH, { error: `A group name can be at most ${MAX_TITLE_LENGTH} characters.` })
    .nullish(),
});
export type StartInput = z.output<typeof startInput>;

export const addParticipantsInput = z.object({ participantIds: memberIds.min(1, { error: CHOOSE_SOMEONE }) });

/** The text of a message as stored: trimmed, at most MAX_MESSAGE_LENGTH characters. */
export const messageText = z
  .string({ error: 'content must be text.' })
  .trim()
  .max(MAX_MESSAGE_LENGTH, { error: `A message can be at most ${MAX_MESSAGE_LENGTH} characters.` });

export function messageRequired(): never {
  throw badInput(MESSAGE_REQUIRED, [{ field: 'content', message: MESSAGE_REQUIRED }]);
}

/** The members a chat is started with or extended to: each once, never the viewer. */
export function othersOf(viewerId: string, ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.toLowerCase()))].filter((id) => id !== viewerId);
}

/** Names the two members of a direct chat the way its unique index sees them. */
export function directKeyOf(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/**
 * Direct and group conversations from the chat scripts, with read positions that leave some unread.
 */
import type { Prisma } from '../db/prisma.js';
import { pairKey, type Member, type SeedContext } from './context.js';
import { chatScripts, type ChatLine } from './content-chat.js';

export interface SeededConversation {
  id: string;
  isGroup: boolean;
  title: string | null;
  members: Member[];
  /** The last message and its sender. */
  lastAt: Date;
  lastFrom: Member;
  /** Members with unread messages in it. */
  unreadBy: Member[];
}

export async function seedMessaging(
  ctx: SeedContext,
): Promise<{ conversations: SeededConversation[]; messages: number }> {
  const rng = ctx.random('messaging');
  const { clock } = ctx;
  const conversations: SeededConversation[] = [];
  const conversationRows: Prisma.ConversationCreateManyInput[] = [];
  const participantRows: Prisma.ConversationParticipantCreateManyInput[] = [];
  const messageRows: Prisma.MessageCreateManyInput[] = [];
  const attached: { row: Prisma.MessageCreateManyInput; line: ChatLine; senderId: string; conversationId: string }[] =
    [];

  for (const script of chatScripts) {
    const members = script.members.map((u) => ctx.byUsername(u));
    // Walk back from the last message so the newest ones land where the script says.
    const times: Date[] = [clock.hoursAgo(script.lastHoursAgo)];
    for (let i = script.lines.length - 1; i > 0; i--) times.unshift(clock.plusMinutes(times[0]!, -rng.int(2, 120)));
    const startedAt = clock.plusMinutes(times[0]!, -rng.int(1, 30));
    const id = ctx.ids.next(startedAt);
    const isGroup = members.length > 2 || script.title !== undefined;
    const lastAt = times[times.length - 1]!;
    const lastFrom = members[script.lines[script.lines.length - 1]!.from]!;

    conversationRows.push({
      id,
      isGroup,
      title: script.title ?? null,
      createdById: members[0]!.id,
      createdAt: startedAt,
      lastMessageAt: lastAt,
      directKey: isGroup ? null : pairKey(members[0]!.id, members[1]!.id),
    });

    for (const [index, line] of script.lines.entries()) {
      const at = times[index]!;
      const sender = members[line.from]!;
      const row: Prisma.MessageCreateManyInput = {
        id: ctx.ids.next(at),
        conversationId: id,
        senderId: sender.id,
        content: line.text,
        isEdited: line.edited ?? false,
        createdAt: at,
        updatedAt: line.edited ? clock.plusMinutes(at, rng.int(1, 5)) : at,
      };
      messageRows.push(row);
      if (line.image || line.file) attached.push({ row, line, senderId: sender.id, conversationId: id });
    }

    for (const member of members) {
      const unread = script.unread?.[member.username] ?? 0;
      // Read up to just before their unread messages (or everything); nobody has unread messages of their own.
      const readIndex = script.lines.length - 1 - unread;
      const lastReadAt = readIndex >= 0 ? clock.plusMinutes(times[readIndex]!, rng.int(0, 1)) : null;
      participantRows.push({ conversationId: id, userId: member.id, joinedAt: startedAt, lastReadAt });
    }
    const unreadBy = members.filter((m) => (script.unread?.[m.username] ?? 0) > 0);
    conversations.push({ id, isGroup, title: script.title ?? null, members, lastAt, lastFrom, unreadBy });
  }

  await ctx.tx.conversation.createMany({ data: conversationRows });
  // Attachments are bound to their conversation (served to its participants only), so they follow it.
  for (const { row, line, senderId, conversationId } of attached) {
    if (line.image) {
      const { url, size } = await ctx.uploads.attachedImage(line.image, senderId, conversationId);
      Object.assign(row, {
        attachmentUrl: url,
        attachmentType: 'image',
        attachmentName: `${line.image}.jpg`,
        attachmentSize: size,
      });
    } else if (line.file) {
      const data = Buffer.from(line.file.text);
      const url = await ctx.uploads.attachedFile(data, 'text/plain', senderId, line.file.name, conversationId);
      Object.assign(row, {
        attachmentUrl: url,
        attachmentType: 'file',
        attachmentName: line.file.name,
        attachmentSize: data.byteLength,
      });
    }
  }
  await ctx.tx.conversationParticipant.createMany({ data: participantRows });
  await ctx.tx.message.createMany({ data: messageRows });
  return { conversations, messages: messageRows.length };
}

/**
 * Editing a group (the Manage Group dialog; PATCH /api/groups/:id, updateGroup): managers only. Validates like
 * create: the name is required when given and unique ignoring case (409); hashtags (./hashtags.ts); the member
 * limit cannot fall below the members the group already has (409). Fields left out stay as they are.
 */
import { z } from 'zod';
import { GroupCategory, GroupFormat, GroupVisibility } from '../../generated/prisma/client.js';
import { conflict } from '../errors.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { formBoolean, parseInput } from '../validation.js';
import {
  blankToUndefined,
  choice,
  GROUP_NAME_REQUIRED,
  imageUrlOf,
  MAX_GROUP_DESCRIPTION_LENGTH,
  MAX_GROUP_MEMBERS,
  MAX_GROUP_NAME_LENGTH,
  maxMembersMessage,
  nameTaken,
} from './create-group.js';
import { groupHashtags } from './hashtags.js';
import { requireGroupManager } from './policy.js';

export const memberLimitBelowCount = (count: number) =>
  `This group already has ${count} members: the member limit cannot be lower.`;

/** `null` or '' clears a limit or an image; left out, the field is unchanged. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable().optional());

export const updateGroupInput = z.object({
  name: z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: 'name must be text.' })
      .trim()
      .min(1, GROUP_NAME_REQUIRED)
      .max(MAX_GROUP_NAME_LENGTH, `A group name can be at most ${MAX_GROUP_NAME_LENGTH} characters.`)
      .optional(),
  ),
  description: z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: 'description must be text.' })
      .trim()
      .max(MAX_GROUP_DESCRIPTION_LENGTH, `The description must be at most ${MAX_GROUP_DESCRIPTION_LENGTH} characters.`)
      .optional(),
  ),
  category: choice(GroupCategory, 'category'),
  format: choice(GroupFormat, 'format'),
  visibility: choice(GroupVisibility, 'visibility'),
  isPublic: z.preprocess(blankToUndefined, formBoolean.optional()),
  hashtags: z.preprocess((value) => (value === null ? [] : value), groupHashtags.optional()),
  maxMembers: clearable(
    z.coerce
      .number({ error: maxMembersMessage })
      .int(maxMembersMessage)
      .min(2, maxMembersMessage)
      .max(MAX_GROUP_MEMBERS, maxMembersMessage),
  ),
  imageUrl: clearable(z.string().max(500)),
  bannerUrl: clearable(z.string().max(500)),
});

export type UpdateGroupInput = z.input<typeof updateGroupInput>;

/** Applies the edit; returns the group's id. */
export async function updateGroup(
  services: Services,
  viewerId: string,
  rawGroupId: unknown,
  raw: unknown,
): Promise<string> {
  const { prisma } = services;
  const input = parseInput(updateGroupInput, raw);
  requireAcceptableText('public', { name: input.name, description: input.description, hashtags: input.hashtags });
  const { group } = await requireGroupManager(prisma, viewerId, rawGroupId);
  const { imageUrl, bannerUrl, ...fields } = input;
  if (fields.name !== undefined) {
    const clash = await prisma.group.findFirst({
      where: { name: { equals: fields.name, mode: 'insensitive' }, id: { not: group.id } },
      select: { id: true },
    });
    if (clash) throw nameTaken();
  }
  const images = {
    ...(imageUrl !== undefined
      ? { imageUrl: imageUrl && (await imageUrlOf(services, viewerId, undefined, imageUrl, 'imageUrl')) }
      : {}),
    ...(bannerUrl !== undefined
      ? { bannerUrl: bannerUrl && (await imageUrlOf(services, viewerId, undefined, bannerUrl, 'bannerUrl')) }
      : {}),
  };
  try {
    await prisma.$transaction(async (tx) => {
      if (fields.maxMembers != null) {
        // The row lock joins take (join-group.ts): no join slips in between the count and the new limit.
        await tx.$queryRaw`SELECT id FROM "Group" WHERE id = ${group.id}::uuid FOR UPDATE`;
        const count = await tx.groupMember.count({ where: { groupId: group.id } });
        if (count > fields.maxMembers)
          throw conflict(memberLimitBelowCount(count), [
            { field: 'maxMembers', message: memberLimitBelowCount(count) },
          ]);
      }
      await tx.group.update({ where: { id: group.id }, data: { ...fields, ...images } });
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw nameTaken();
    throw error;
  }
  return group.id;
}

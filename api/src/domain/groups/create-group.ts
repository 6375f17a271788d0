/**
 * Creating a group or team ("Create New Group/Team"). The creator becomes its first member, with the
 * role creator and every manager permission. Names are unique ignoring case (an expression index settles a race
 * the check below lets through). Optional photo and banner go through the image intake, after everything else
 * is valid, so a refused form stores nothing.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { GroupCategory, GroupFormat, GroupVisibility } from '../../generated/prisma/client.js';
import { refreshDadScores } from '../dad-score/refresh.js';
import { AppError } from '../errors.js';
import { acceptImage, type IncomingImage } from '../images/intake.js';
import { requireOwnImageUrl } from '../posts/uploaded-image.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { formBoolean, optionalText, parseInput } from '../validation.js';
import { loadMembership } from './join-group.js';
import type { MyGroup } from './my-groups.js';

export const MAX_GROUP_NAME_LENGTH = 100;
export const MAX_GROUP_DESCRIPTION_LENGTH = 2000;
export const MAX_GROUP_MEMBERS = 100_000;
export const GROUP_NAME_REQUIRED = 'Please enter a name for your group.';
export const GROUP_NAME_TAKEN = 'Group/Team name already taken';

export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const choice = <T extends Record<string, string>>(values: T, label: string) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: `${label} must be one of: ${Object.values(values).join(', ')}.` }).optional(),
  );

export const maxMembersMessage = `maxMembers must be a whole number from 2 to ${MAX_GROUP_MEMBERS}.`;

export const createGroupInput = z.object({
  name: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: 'name must be text.' })
      .trim()
      .min(1, GROUP_NAME_REQUIRED)
      .max(MAX_GROUP_NAME_LENGTH, `A group name can be at most ${MAX_GROUP_NAME_LENGTH} characters.`),
  ),
  description: z.preprocess(blankToUndefined, optionalText(MAX_GROUP_DESCRIPTION_LENGTH, 'The description')),
  category: choice(GroupCategory, 'category'),
  format: choice(GroupFormat, 'format'),
  visibility: choice(GroupVisibility, 'visibility'),
  isPublic: z.preprocess(blankToUndefined, formBoolean.optional()),
  // The form sends it only when it is a number; an empty field means no limit.
  maxMembers: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: maxMembersMessage })
      .int(maxMembersMessage)
      .min(2, maxMembersMessage)
      .max(MAX_GROUP_MEMBERS, maxMembersMessage)
      .optional(),
  ),
  /** Images already uploaded through the image intake (GraphQL, or a client that uploads first). */
  imageUrl: z.preprocess(blankToUndefined, z.string().max(500).optional()),
  bannerUrl: z.preprocess(blankToUndefined, z.string().max(500).optional()),
});

export interface GroupImages {
  /** The group's photo (multipart field groupImage). */
  photo?: IncomingImage | undefined;
  /** The banner (multipart field bannerImage). */
  banner?: IncomingImage | undefined;
}

export const nameTaken = () =>
  new AppError('GROUP_NAME_TAKEN', GROUP_NAME_TAKEN, { fieldErrors: [{ field: 'name', message: GROUP_NAME_TAKEN }] });

async function requireFreeName(db: DbTx, name: string) {
  const existing = await db.group.findFirst({
    where: { name: { equals: name, mode: 'insensitive' } },
    select: { id: true },
  });
  if (existing) throw nameTaken();
}

/** An uploaded file, else an already uploaded image's URL, else none. */
export async function imageUrlOf(
  services: Services,
  ownerId: string,
  file: IncomingImage | undefined,
  url: string | undefined,
  field: string,
) {
  if (file?.data.byteLength) return (await acceptImage(services, { ...file, ownerId })).url;
  if (url) return requireOwnImageUrl(services.prisma, services.config.publicUrl, ownerId, url, field);
  return null;
}

/** Creates the group with its creator as member (role creator); returns the creator's membership of it. */
export async function createGroup(
  services: Services,
  creatorId: string,
  raw: unknown,
  images: GroupImages = {},
): Promise<MyGroup> {
  const input = parseInput(createGroupInput, raw);
  requireAcceptableText('public', { name: input.name, description: input.description });
  const { prisma } = services;
  await requireFreeName(prisma, input.name);

  const imageUrl = await imageUrlOf(services, creatorId, images.photo, input.imageUrl, 'imageUrl');
  const bannerUrl = await imageUrlOf(services, creatorId, images.banner, input.bannerUrl, 'bannerUrl');

  try {
    const group = await prisma.$transaction(async (tx) => {
      const created = await tx.group.create({
        data: {
          name: input.name,
          description: input.description ?? '',
          category: input.category ?? 'general',
          format: input.format ?? 'group',
          visibility: input.visibility ?? 'local',
          isPublic: input.isPublic ?? true,
          maxMembers: input.maxMembers ?? null,
          imageUrl,
          bannerUrl,
          creatorId,
          members: { create: { userId: creatorId, role: 'creator', canEditGroup: true, canBanUsers: true } },
        },
        select: { id: true },
      });
      await refreshDadScores(tx, [creatorId]);
      return created;
    });
    return await loadMembership(prisma, group.id, creatorId);
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw nameTaken();
    throw error;
  }
}

/**
 * A channel's creator at work: editing it (PUT /api/channels/:id, the Edit Channel dialog), deleting it
 * (its follows, subscriptions and posts go with it, out of every feed) and uploading its profile or banner image.
 * Anyone else who sees the channel is refused (403); one who may not see it is told it is not there (404).
 */
import type { DbTx } from '../../db/prisma.js';
import type { Channel } from '../../generated/prisma/client.js';
import { refreshDadScores } from '../dad-score/refresh.js';
import { badInput, forbidden } from '../errors.js';
import { acceptImage, type IncomingImage } from '../images/intake.js';
import { requireOwnImageUrl } from '../posts/uploaded-image.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';
import { isChannelCreator } from './policy.js';
import { findVisibleChannel } from './read.js';
import { channelDetails, createChannelInput } from './rules.js';

export const CHANNEL_CREATOR_ONLY = 'Only the channel creator can do that.';
export const NO_FILE_SELECTED = 'No file selected';
export const IMAGE_TYPE_REQUIRED = 'type must be profile or banner.';

/** The channel, when the viewer created it (403 otherwise; 404 when they may not see it). */
export async function requireChannelCreator(db: DbTx, viewerId: string, rawChannelId: unknown): Promise<Channel> {
  const channel = await findVisibleChannel(db, viewerId, rawChannelId);
  if (!isChannelCreator(viewerId, channel)) throw forbidden(CHANNEL_CREATOR_ONLY);
  return channel;
}

/**
 * Replaces the channel's details with the same rules as creating one. A subscription channel keeps its price
 * when none is sent. `profileImageUrl` / `bannerImageUrl`, when sent, must be the creator's own uploads
 * (GraphQL's way to change them; /api also has upload-image); left out, the images stay. Returns the channel's id.
 */
export async function updateChannel(
  services: Pick<Services, 'prisma' | 'config'>,
  viewerId: string,
  rawChannelId: unknown,
  raw: unknown,
): Promise<string> {
  const { prisma, config } = services;
  const channel = await requireChannelCreator(prisma, viewerId, rawChannelId);
  const body = (raw ?? {}) as Record<string, unknown>;
  const input = parseInput(createChannelInput, {
    ...body,
    subscriptionPrice: body.subscriptionPrice ?? channel.subscriptionPrice ?? undefined,
  });
  requireAcceptableText('public', { name: input.name, description: input.description, hashtags: input.hashtags });
  const images: { profileImageUrl?: string; bannerImageUrl?: string } = {};
  for (const field of ['profileImageUrl', 'bannerImageUrl'] as const) {
    const url = input[field];
    if (url) images[field] = await requireOwnImageUrl(prisma, config.publicUrl, viewerId, url, field);
  }
  await prisma.channel.update({ where: { id: channel.id }, data: { ...channelDetails(input), ...images } });
  return channel.id;
}

/**
 * Deletes the channel; its follows, subscriptions and posts (with their comments and fist bumps) cascade. The
 * creator's Dad Score (posts, fist bumps received) and the commenters' change with them.
 */
export async function deleteChannel(
  services: Pick<Services, 'prisma'>,
  viewerId: string,
  rawChannelId: unknown,
): Promise<string> {
  const channel = await requireChannelCreator(services.prisma, viewerId, rawChannelId);
  await services.prisma.$transaction(async (tx) => {
    const commenters = await tx.comment.findMany({
      where: { post: { channelId: channel.id } },
      select: { authorId: true },
      distinct: ['authorId'],
    });
    await tx.channel.delete({ where: { id: channel.id } });
    await refreshDadScores(tx, [channel.creatorId, ...commenters.map((c) => c.authorId)]);
  });
  return channel.id;
}

const IMAGE_FIELDS = { profile: 'profileImageUrl', banner: 'bannerImageUrl' } as const;

/** The image's kind from `type` (profile or banner), else 400. */
export function channelImageKind(raw: unknown): keyof typeof IMAGE_FIELDS {
  if (raw === 'profile' || raw === 'banner') return raw;
  throw badInput(IMAGE_TYPE_REQUIRED, [{ field: 'type', message: IMAGE_TYPE_REQUIRED }]);
}

/**
 * Stores the creator's new profile or banner image (the image intake: 5 MB, images only, the hourly quota,
 * adult images refused) and points the channel at it. Returns the channel's id and the image's address.
 */
export async function setChannelImage(
  services: Services,
  viewerId: string,
  rawChannelId: unknown,
  rawType: unknown,
  image: IncomingImage | undefined,
): Promise<{ channelId: string; imageUrl: string }> {
  const channel = await requireChannelCreator(services.prisma, viewerId, rawChannelId);
  const kind = channelImageKind(rawType);
  if (!image?.data.byteLength) throw badInput(NO_FILE_SELECTED, [{ field: 'image', message: NO_FILE_SELECTED }]);
  const { url } = await acceptImage(services, { ...image, ownerId: viewerId });
  await services.prisma.channel.update({ where: { id: channel.id }, data: { [IMAGE_FIELDS[kind]]: url } });
  return { channelId: channel.id, imageUrl: url };
}

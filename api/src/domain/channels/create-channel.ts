/**
 * Creating a professional channel (the Create Professional Channel dialog, POST /api/channels). The
 * creator owns it; profile and banner images go through the image intake (validated, re-encoded, adult
 * images refused) only once every other field is valid, or name images the creator already uploaded.
 */
import { requireOwnImageUrl } from '../posts/uploaded-image.js';
import { acceptImage, type IncomingImage } from '../images/intake.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';
import { channelDetails, createChannelInput } from './rules.js';

export interface ChannelImages {
  profileImage?: IncomingImage | undefined;
  bannerImage?: IncomingImage | undefined;
}

async function imageUrlOf(
  services: Services,
  creatorId: string,
  file: IncomingImage | undefined,
  url: string | undefined,
  field: string,
): Promise<string | null> {
  if (file?.data.byteLength) return (await acceptImage(services, { ...file, ownerId: creatorId })).url;
  if (url) return requireOwnImageUrl(services.prisma, services.config.publicUrl, creatorId, url, field);
  return null;
}

/** Returns the new channel's id. */
export async function createChannel(
  services: Services,
  creatorId: string,
  raw: unknown,
  images: ChannelImages = {},
): Promise<string> {
  const input = parseInput(createChannelInput, raw);
  requireAcceptableText('public', { name: input.name, description: input.description, hashtags: input.hashtags });
  const profileImageUrl = await imageUrlOf(
    services,
    creatorId,
    images.profileImage,
    input.profileImageUrl,
    'profileImageUrl',
  );
  const bannerImageUrl = await imageUrlOf(
    services,
    creatorId,
    images.bannerImage,
    input.bannerImageUrl,
    'bannerImageUrl',
  );
  const channel = await services.prisma.channel.create({
    data: { creatorId, ...channelDetails(input), profileImageUrl, bannerImageUrl },
    select: { id: true },
  });
  return channel.id;
}

/**
 * Editing the profile (/profile), the privacy settings and the avatar: one partial update. Only the
 * fields sent change. Everything is checked before anything is written (input, a taken username or e-mail, then
 * the image through the image intake), and the write is the request's one transaction, so a refusal leaves the
 * profile and the uploads as they were. A new e-mail address is unverified until its owner uses the link
 * mailed there; the old address is told (accounts/email-verification.ts).
 */
import type { DbTx } from '../../db/prisma.js';
import type { Prisma, User } from '../../generated/prisma/client.js';
import { mailAddressChange, unverifiedAddress } from '../accounts/email-verification.js';
import { conflict, notFound } from '../errors.js';
import { markSuggestionsStale } from '../connections/suggestion-cache.js';
import { acceptImage, type IncomingImage } from '../images/intake.js';
import { requireOwnImageUrl } from '../posts/uploaded-image.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';
import { findUserByUsername } from './lookup.js';
import { PRIVACY_SETTING_NAMES } from './privacy-settings.js';
import { COLLECTIBLES_INTEREST, SPORTS_INTEREST } from './profile-options.js';
import { updateProfileInput, type UpdateProfileInput } from './profile-rules.js';
import { CREDENTIALS, type CredentialColumn } from './credentials.js';

export const USERNAME_TAKEN = 'That username is already taken.';
export const EMAIL_TAKEN = 'That email is already in use.';

export type Profile = Omit<User, CredentialColumn>;

const usernameTaken = () => conflict(USERNAME_TAKEN, [{ field: 'username', message: USERNAME_TAKEN }]);
const emailTaken = () => conflict(EMAIL_TAKEN, [{ field: 'email', message: EMAIL_TAKEN }]);

const SPORTS_LISTS = ['sportsWatchPreferences', 'sportsPlayPreferences', 'sportsFavoriteTeams'] as const;

const hasInterest = (interests: readonly string[], interest: string) =>
  interests.some((item) => item.toLowerCase() === interest.toLowerCase());

/**
 * The editor shows the sports block only with the Sports interest and the collectibles block only with the
 * Collectibles one: when an edit touches interests or a block's lists, a block without its interest is stored
 * empty, so nothing hidden lingers on the profile.
 */
function blockRules(input: UpdateProfileInput, currentInterests: readonly string[]): Prisma.UserUpdateInput {
  const interests = input.interests ?? currentInterests;
  const touched = (names: readonly (keyof UpdateProfileInput)[]) =>
    input.interests !== undefined || names.some((n) => input[n] !== undefined);
  const data: Prisma.UserUpdateInput = {};
  if (touched(SPORTS_LISTS) && !hasInterest(interests, SPORTS_INTEREST))
    for (const name of SPORTS_LISTS) data[name] = [];
  if (touched(['collectiblesTypes']) && !hasInterest(interests, COLLECTIBLES_INTEREST)) data.collectiblesTypes = [];
  return data;
}

/** Suggested connections rank with these (connections/suggested.ts): a change makes the member's cache stale. */
function rankingChanged(current: Pick<User, 'location' | 'interests' | 'dadType'>, input: UpdateProfileInput): boolean {
  const changed = <T>(next: T | undefined, now: T) =>
    next !== undefined && JSON.stringify(next) !== JSON.stringify(now);
  return (
    changed(input.location, current.location) ||
    changed(input.interests, current.interests) ||
    changed(input.dadType, current.dadType)
  );
}

/** The unique indexes settle a race between two edits the checks let through. */
function conflictFromUniqueViolation(error: unknown): never {
  const e = error as { code?: string; message?: string };
  if (e.code === 'P2002')
    throw /username/i.test(JSON.stringify(error) + String(e.message)) ? usernameTaken() : emailTaken();
  throw error;
}

async function avatarUrl(
  services: Services,
  viewerId: string,
  image: IncomingImage | undefined,
  url: string | null | undefined,
) {
  if (image?.data.byteLength) return (await acceptImage(services, { ...image, ownerId: viewerId })).url;
  if (url) return requireOwnImageUrl(services.prisma, services.config.publicUrl, viewerId, url, 'profileImageUrl');
  return url; // null removes the avatar; undefined leaves it
}

/** The member's own words on their profile, which other members read. */
const publicText = (input: UpdateProfileInput) => ({
  username: input.username,
  firstName: input.firstName,
  lastName: input.lastName,
  bio: input.bio,
  location: input.location,
  interests: input.interests,
  kidsGenders: input.kidsGenders,
  sportsWatchPreferences: input.sportsWatchPreferences,
  sportsPlayPreferences: input.sportsPlayPreferences,
  sportsFavoriteTeams: input.sportsFavoriteTeams,
});

/** `image`: the multipart `profileImage` file, which wins over `profileImageUrl`. Answers the updated member. */
export async function updateProfile(
  services: Services,
  viewerId: string,
  raw: unknown,
  image?: IncomingImage,
): Promise<Profile> {
  const input = parseInput(updateProfileInput, raw);
  requireAcceptableText('public', publicText(input));
  const { prisma } = services;
  const current = await prisma.user.findUnique({
    where: { id: viewerId },
    select: {
      interests: true,
      email: true,
      username: true,
      firstName: true,
      role: true,
      location: true,
      dadType: true,
    },
  });
  if (!current) throw notFound('Member');
  if (input.username !== undefined) {
    const holder = await findUserByUsername(prisma, input.username);
    if (holder && holder.id !== viewerId) throw usernameTaken();
  }
  if (input.email !== undefined) {
    const holder = await prisma.user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (holder && holder.id !== viewerId) throw emailTaken();
  }
  const profileImageUrl = await avatarUrl(services, viewerId, image, input.profileImageUrl);
  const newAddress = input.email !== undefined && input.email !== current.email ? input.email : undefined;
  const data: Prisma.UserUpdateInput = {
    ...input,
    profileImageUrl,
    ...blockRules(input, current.interests),
    ...(newAddress ? unverifiedAddress(services.config.adminEmails, current.role, newAddress) : {}),
  };
  const staleSuggestions = rankingChanged(current, input);
  const write = async (tx: DbTx) => {
    const row = await tx.user.update({ where: { id: viewerId }, data, omit: CREDENTIALS });
    if (staleSuggestions) await markSuggestionsStale(tx, [viewerId]);
    return row;
  };
  const updated = await (staleSuggestions ? prisma.$transaction(write) : write(prisma)).catch(
    conflictFromUniqueViolation,
  );
  if (newAddress) await mailAddressChange(services, { ...current, id: viewerId }, updated);
  return updated;
}

/** GraphQL's updatePrivacySettings: only the privacy flags and levels of `raw` are read. */
export function updatePrivacySettings(
  services: Services,
  viewerId: string,
  raw: Record<string, unknown>,
): Promise<Profile> {
  const settings = Object.fromEntries(
    PRIVACY_SETTING_NAMES.filter((name) => name in raw).map((name) => [name, raw[name]]),
  );
  return updateProfile(services, viewerId, settings);
}

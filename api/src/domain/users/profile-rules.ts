/**
 * What a valid profile edit is (/profile): every field optional (absent: unchanged), text fields
 * and optional choices cleared by '' or null, lists bounded, the outdoor and collectible lists only from their
 * options. Location and dad type may change but not be emptied: the profile must stay complete. The limits
 * shared with onboarding and registration are theirs, reused.
 */
import { z } from 'zod';
import { DadBodType, FamilyStructure, Hairline } from '../../generated/prisma/client.js';
import { emailSchema, usernameSchema } from '../accounts/rules.js';
import { dadTypeSchema, interestsSchema, locationSchema, MAX_BIO_LENGTH } from '../onboarding/complete.js';
import { formList, uniqueIgnoringCase } from '../validation.js';
import { fromSpecSpelling, toSpecSpelling } from '../vocabulary.js';
import { privacySettingsFields } from './privacy-settings.js';
import { COLLECTIBLE_TYPES, OUTDOOR_ACTIVITIES, PLAY_SPORTS, WATCH_SPORTS } from './profile-options.js';

export const MAX_NAME_LENGTH = 50;
export const MAX_KIDS = 20;
export const MAX_KID_AGE = 60;
export const MAX_KID_GENDER_LENGTH = 20;
/** Sports lists: the checkboxes plus a few of the member's own ("Other"). */
export const MAX_SPORTS = 30;
export const MAX_SPORT_LENGTH = 40;
export const MAX_TEAMS = 20;
export const MAX_TEAM_LENGTH = 60;
export const MAX_IMAGE_URL_LENGTH = 500;

export const LOCATION_REQUIRED = 'Location cannot be empty: your profile needs it.';
export const DAD_TYPE_REQUIRED = 'Dad type cannot be empty: your profile needs it.';
export const NUMBER_OF_KIDS_RULE = `Number of kids must be a whole number from 0 to ${MAX_KIDS}.`;
export const KIDS_AGES_RULE = `Kids ages must be whole numbers from 0 to ${MAX_KID_AGE}.`;

/** Whole-number text ("3") as a number; anything else as it came, for the schema to judge. */
const wholeNumberText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d{1,6}\s*$/.test(value) ? Number(value) : value;

/** Optional text: '' or null clears it. */
function clearableText(max: number, label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, `${label} must be at most ${max} characters.`)
      .nullable()
      .optional(),
  );
}

/** An optional choice in the dashed spelling (or the GraphQL one); '' or null clears it. */
function clearableChoice<T extends string>(values: Record<string, T>, label: string) {
  const names = Object.values(values) as [T, ...T[]];
  return z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? null : fromSpecSpelling(value.trim())) : value),
    z
      .enum(names, { error: `${label} must be one of: ${names.map((v) => toSpecSpelling(v)).join(', ')}.` })
      .nullable()
      .optional(),
  );
}

/** A list sent as JSON text (multipart) or as a list; null or '' is the empty list. */
function list<Item extends z.ZodType>(item: Item, max: number, label: string, tooMany: string) {
  return z.preprocess(formList(), z.array(item, { error: `${label} must be a list.` }).max(max, tooMany)).optional();
}

/** Entries of `options` only, spelled as there (matched ignoring case), each once. */
function optionList(options: readonly string[], label: string) {
  const byKey = new Map(options.map((option) => [option.toLowerCase(), option]));
  const notListed = `${label} must be chosen from the list.`;
  const entry = z
    .string({ error: notListed })
    .transform((value) => byKey.get(value.trim().toLowerCase()))
    .refine((value) => value !== undefined, notListed);
  return list(entry, options.length, label, notListed).transform(
    (values) => values && uniqueIgnoringCase(values as string[]),
  );
}

/** The checkboxes' sports (spelled as listed) or the member's own ("Other"), each once. */
function sportsList(options: readonly string[], label: string) {
  const byKey = new Map(options.map((option) => [option.toLowerCase(), option]));
  const entry = z
    .string({ error: 'Each sport must be text.' })
    .trim()
    .min(1, 'A sport cannot be empty.')
    .max(MAX_SPORT_LENGTH, `Each sport must be at most ${MAX_SPORT_LENGTH} characters.`)
    .transform((value) => byKey.get(value.toLowerCase()) ?? value);
  return list(entry, MAX_SPORTS, label, `${label}: choose at most ${MAX_SPORTS}.`).transform(
    (values) => values && uniqueIgnoringCase(values),
  );
}

const kidsAge = z.preprocess(
  wholeNumberText,
  z.number({ error: KIDS_AGES_RULE }).int(KIDS_AGES_RULE).min(0, KIDS_AGES_RULE).max(MAX_KID_AGE, KIDS_AGES_RULE),
);

const kidsGender = z
  .string({ error: 'Each kid gender must be text.' })
  .trim()
  .min(1, 'A kid gender cannot be empty.')
  .max(MAX_KID_GENDER_LENGTH, `Each kid gender must be at most ${MAX_KID_GENDER_LENGTH} characters.`);

const team = z
  .string({ error: 'Each favorite team must be text.' })
  .trim()
  .min(1, 'A favorite team cannot be empty.')
  .max(MAX_TEAM_LENGTH, `Each favorite team must be at most ${MAX_TEAM_LENGTH} characters.`);

/**
 * Unknown fields (and read-only ones: id, role, dadScore, referralCode, joinedAt...) are ignored, not refused:
 * the web app may send the whole member back.
 */
export const updateProfileInput = z.object({
  firstName: clearableText(MAX_NAME_LENGTH, 'First name'),
  lastName: clearableText(MAX_NAME_LENGTH, 'Last name'),
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  location: z.preprocess((value) => (value === null ? '' : value), locationSchema(LOCATION_REQUIRED)).optional(),
  bio: clearableText(MAX_BIO_LENGTH, 'Bio'),
  dadType: dadTypeSchema(DAD_TYPE_REQUIRED).optional(),
  interests: z.preprocess(formList(), interestsSchema).optional(),
  numberOfKids: z.preprocess(
    (value) => (value === '' ? null : wholeNumberText(value)),
    z
      .number({ error: NUMBER_OF_KIDS_RULE })
      .int(NUMBER_OF_KIDS_RULE)
      .min(0, NUMBER_OF_KIDS_RULE)
      .max(MAX_KIDS, NUMBER_OF_KIDS_RULE)
      .nullable()
      .optional(),
  ),
  kidsAges: list(kidsAge, MAX_KIDS, 'Kids ages', `List at most ${MAX_KIDS} kids ages.`),
  kidsGenders: list(kidsGender, MAX_KIDS, 'Kids genders', `List at most ${MAX_KIDS} kids genders.`),
  familyStructure: clearableChoice(FamilyStructure, 'Family structure'),
  dadBodType: clearableChoice(DadBodType, 'Dad bod type'),
  hairline: clearableChoice(Hairline, 'Hairline'),
  sportsWatchPreferences: sportsList(WATCH_SPORTS, 'Sports you watch'),
  sportsPlayPreferences: sportsList(PLAY_SPORTS, 'Sports you play'),
  sportsFavoriteTeams: list(team, MAX_TEAMS, 'Favorite teams', `Favorite teams: list at most ${MAX_TEAMS}.`).transform(
    (values) => values && uniqueIgnoringCase(values),
  ),
  outdoorActivities: optionList(OUTDOOR_ACTIVITIES, 'Outdoor activities'),
  collectiblesTypes: optionList(COLLECTIBLE_TYPES, 'Collectible types'),
  /** An image the member uploaded (POST /api/uploads/images); '' or null removes the avatar. */
  profileImageUrl: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string({ error: 'profileImageUrl must be text.' })
      .max(MAX_IMAGE_URL_LENGTH, 'Attach an image you uploaded.')
      .nullable()
      .optional(),
  ),
  ...privacySettingsFields,
});

export type UpdateProfileInput = z.output<typeof updateProfileInput>;

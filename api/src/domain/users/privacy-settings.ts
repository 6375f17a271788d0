/**
 * The Privacy Settings dialog's fields: a show flag and a visibility level for each private field group of
 * ./privacy.ts. They are part of a profile update (./update-profile.ts): PATCH /api/users/profile takes them,
 * alone or with the rest, and GraphQL's updatePrivacySettings takes only them.
 */
import { z } from 'zod';
import { ProfileVisibility } from '../../generated/prisma/client.js';
import { formBoolean } from '../validation.js';
import { privateFieldGroups } from './privacy.js';

const levels = Object.values(ProfileVisibility) as [ProfileVisibility, ...ProfileVisibility[]];

const flag = () => z.preprocess((value) => (value === null ? undefined : value), formBoolean.optional());

const level = (name: string) =>
  z.preprocess(
    (value) => (value === null || value === '' ? undefined : typeof value === 'string' ? value.trim() : value),
    z.enum(levels, { error: `${name} must be one of: ${levels.join(', ')}.` }).optional(),
  );

type Flag = (typeof privateFieldGroups)[keyof typeof privateFieldGroups]['flag'];
type Level = (typeof privateFieldGroups)[keyof typeof privateFieldGroups]['level'];

/** Every flag and level, all optional (absent or null: unchanged). */
export const privacySettingsFields = Object.fromEntries(
  Object.values(privateFieldGroups).flatMap((group) => [
    [group.flag, flag()],
    [group.level, level(group.level)],
  ]),
) as Record<Flag, ReturnType<typeof flag>> & Record<Level, ReturnType<typeof level>>;

export const PRIVACY_SETTING_NAMES = Object.keys(privacySettingsFields) as (Flag | Level)[];

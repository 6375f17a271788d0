/**
 * The profile editor's draft (/profile edit mode): what the form holds, the rules
 * checked before anything is sent (the password block), and the updateProfile input it becomes. Choices are
 * GraphQL enum names (stay_at_home, dad_bod_classic); lists keep the option lists' spelling.
 */
import { hasInterest, profileInterests, SPORTS_INTEREST } from './profile-view';

export const MAX_KIDS = 20;
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';
export const PASSWORD_TOO_SHORT = 'New password must be at least 8 characters long';

export interface KidDraft {
  age: string;
  gender: string;
}

/** The profile's lists, spelled as the option lists do (the member's own sports and teams as typed). */
interface ProfileLists {
  interests: readonly string[];
  sportsWatchPreferences: readonly string[];
  sportsPlayPreferences: readonly string[];
  sportsFavoriteTeams: readonly string[];
  outdoorActivities: readonly string[];
  collectiblesTypes: readonly string[];
}

export interface ProfileDraft extends ProfileLists {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  location: string;
  bio: string;
  dadType: string | null;
  familyStructure: string | null;
  dadBodType: string | null;
  hairline: string | null;
  numberOfKids: string;
  kids: readonly KidDraft[];
}

export interface EditableProfile extends ProfileLists {
  firstName?: string | null;
  lastName?: string | null;
  username: string;
  email?: string | null;
  location?: string | null;
  bio?: string | null;
  dadType?: string | null;
  familyStructure?: string | null;
  dadBodType?: string | null;
  hairline?: string | null;
  numberOfKids?: number | null;
  kidsAges?: readonly number[] | null;
  kidsGenders?: readonly string[] | null;
}

/** The form as the profile is now; interests spelled as the editor's list does. */
export function draftFromProfile(user: EditableProfile, interestOptions: readonly string[]): ProfileDraft {
  const count = user.numberOfKids ?? null;
  const rows = Math.max(count ?? 0, user.kidsAges?.length ?? 0, user.kidsGenders?.length ?? 0);
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    username: user.username,
    email: user.email ?? '',
    location: user.location ?? '',
    bio: user.bio ?? '',
    dadType: user.dadType ?? null,
    interests: profileInterests(user.interests, interestOptions),
    sportsWatchPreferences: user.sportsWatchPreferences,
    sportsPlayPreferences: user.sportsPlayPreferences,
    sportsFavoriteTeams: user.sportsFavoriteTeams,
    outdoorActivities: user.outdoorActivities,
    collectiblesTypes: user.collectiblesTypes,
    familyStructure: user.familyStructure ?? null,
    dadBodType: user.dadBodType ?? null,
    hairline: user.hairline ?? null,
    numberOfKids: count === null ? '' : String(count),
    kids: Array.from({ length: Math.min(rows, MAX_KIDS) }, (_, i) => ({
      age: user.kidsAges?.[i] === undefined ? '' : String(user.kidsAges[i]),
      gender: user.kidsGenders?.[i] ?? '',
    })),
  };
}

/** Adds the entry when absent (ignoring case), removes it when present. */
export function toggleEntry(list: readonly string[], entry: string): readonly string[] {
  const key = entry.toLowerCase();
  return list.some((item) => item.toLowerCase() === key)
    ? list.filter((item) => item.toLowerCase() !== key)
    : [...list, entry];
}

/** A typed entry (a favorite team, a sport under Other): trimmed, not empty, not already there (ignoring case). */
export function addEntry(list: readonly string[], typed: string): readonly string[] {
  const entry = typed.trim().replace(/\s+/g, ' ');
  if (!entry || list.some((item) => item.toLowerCase() === entry.toLowerCase())) return list;
  return [...list, entry];
}

/** The entries of a list that are not among the checkboxes: the member's own ("Other"). */
export function customEntries(list: readonly string[], options: readonly string[]): string[] {
  const listed = new Set(options.map((option) => option.toLowerCase()));
  return list.filter((item) => !listed.has(item.toLowerCase()));
}

/** The kid rows follow the number of kids typed (0 to 20); rows already filled in keep their values. */
export function withNumberOfKids(draft: ProfileDraft, typed: string): ProfileDraft {
  const count = /^\d{1,2}$/.test(typed.trim()) ? Math.min(Number(typed), MAX_KIDS) : 0;
  const kids = Array.from({ length: count }, (_, i) => draft.kids[i] ?? { age: '', gender: '' });
  return { ...draft, numberOfKids: typed, kids };
}

export interface PasswordDraft {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyPasswords: PasswordDraft = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The password change the block asks for: none unless both current and new are
 * filled; the rules' message when the new one is refused before the server is asked.
 */
export function passwordChange(passwords: PasswordDraft): {
  change: { currentPassword: string; newPassword: string } | null;
  problem: string | null;
} {
  const { currentPassword, newPassword, confirmPassword } = passwords;
  if (!currentPassword || !newPassword) return { change: null, problem: null };
  if (newPassword !== confirmPassword) return { change: null, problem: PASSWORDS_DO_NOT_MATCH };
  if (newPassword.length < MIN_PASSWORD_LENGTH) return { change: null, problem: PASSWORD_TOO_SHORT };
  return { change: { currentPassword, newPassword }, problem: null };
}

export interface ProfileInput {
  firstName: string | null;
  lastName: string | null;
  username: string;
  email: string;
  location: string;
  bio: string | null;
  dadType?: string;
  interests: string[];
  sportsWatchPreferences: string[];
  sportsPlayPreferences: string[];
  sportsFavoriteTeams: string[];
  outdoorActivities: string[];
  collectiblesTypes: string[];
  familyStructure: string | null;
  dadBodType: string | null;
  hairline: string | null;
  numberOfKids: number | null;
  kidsAges: number[];
  kidsGenders: string[];
}

const orNull = (text: string) => text.trim() || null;

/** The number fields' text as a number; blank (or what a number field lets through and is none) as null. */
function wholeNumber(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

/**
 * The updateProfile input: text trimmed ('' clears the optional ones), the kids' ages and genders as far as they
 * were filled in. The sports lists go only with the Sports interest (the server empties them otherwise too).
 */
export function profileInput(draft: ProfileDraft): ProfileInput {
  const sports = hasInterest(draft.interests, SPORTS_INTEREST);
  const typedKids = draft.numberOfKids.trim();
  return {
    firstName: orNull(draft.firstName),
    lastName: orNull(draft.lastName),
    username: draft.username.trim(),
    email: draft.email.trim(),
    location: draft.location.trim(),
    bio: orNull(draft.bio),
    ...(draft.dadType ? { dadType: draft.dadType } : {}),
    interests: [...draft.interests],
    sportsWatchPreferences: sports ? [...draft.sportsWatchPreferences] : [],
    sportsPlayPreferences: sports ? [...draft.sportsPlayPreferences] : [],
    sportsFavoriteTeams: sports ? [...draft.sportsFavoriteTeams] : [],
    outdoorActivities: [...draft.outdoorActivities],
    collectiblesTypes: [...draft.collectiblesTypes],
    familyStructure: draft.familyStructure,
    dadBodType: draft.dadBodType,
    hairline: draft.hairline,
    numberOfKids: wholeNumber(typedKids),
    kidsAges: draft.kids.flatMap((kid) => wholeNumber(kid.age) ?? []),
    kidsGenders: draft.kids.map((kid) => kid.gender.trim()).filter(Boolean),
  };
}

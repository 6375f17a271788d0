/**
 * What the dashboard's profile card shows (spec part 1 section 2): the '<type> Dad' line, the private fields a
 * member chose to show, and a preview of the interests. Enum values are the GraphQL ones (stay_at_home).
 */
import { INTERESTS } from '../Onboarding/onboarding-options';

/**
 * Each dad type's word before ' Dad'. Decision: the spec's rule is literal (type + ' Dad'), so 'all' reads
 * 'All of the Above Dad' with onboarding's label; types onboarding does not offer get a word that reads well
 * before 'Dad' ('Grand Dad', 'Step Dad', 'Honorary Dad' for friend).
 */
const DAD_TYPE_WORDS: Record<string, string> = {
  new: 'New',
  experienced: 'Experienced',
  single: 'Single',
  stay_at_home: 'Stay-at-Home',
  working: 'Working',
  all: 'All of the Above',
  future: 'Future',
  granddad: 'Grand',
  stepdad: 'Step',
  weekend: 'Weekend',
  friend: 'Honorary',
};

/** 'Experienced Dad'; null without a dad type. Unknown values are shown as words ('night_shift' -> 'Night Shift Dad'). */
export function dadTypeLabel(dadType: string | null | undefined): string | null {
  if (!dadType) return null;
  const key = dadType.replaceAll('-', '_');
  const word = DAD_TYPE_WORDS[key] ?? key.split('_').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join(' ');
  return `${word} Dad`;
}

const FAMILY_STRUCTURES: Record<string, string> = {
  nuclear: 'Nuclear family',
  blended: 'Blended family',
  single: 'Single-parent family',
  co_parenting: 'Co-parenting',
  extended: 'Extended family',
  other: 'Other family structure',
};

const DAD_BODS: Record<string, string> = {
  dad_bod_classic: 'Classic dad bod',
  dad_bod_athletic: 'Athletic dad bod',
  dad_bod_bear: 'Bear dad bod',
  dad_bod_powerlifter: 'Powerlifter dad bod',
  dad_bod_runner: 'Runner dad bod',
  dad_bod_slim: 'Slim dad bod',
};

const HAIRLINES: Record<string, string> = {
  full: 'Full head of hair',
  receding: 'Receding hairline',
  bald_spot: 'Bald spot',
  completely_bald: 'Completely bald',
  shaved: 'Shaved head',
  hat_guy: 'Hat guy',
};

export interface ProfileCardUser {
  email?: string | null;
  location?: string | null;
  familyStructure?: string | null;
  dadBodType?: string | null;
  hairline?: string | null;
  showEmail: boolean;
  showLocation: boolean;
  showFamilyStructure: boolean;
  showDadBodType: boolean;
  showHairline: boolean;
}

export type ProfileFieldKey = 'email' | 'location' | 'familyStructure' | 'dadBodType' | 'hairline';

export interface ProfileField {
  key: ProfileFieldKey;
  /** For screen readers: what the value is. */
  label: string;
  value: string;
}

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value.replaceAll('_', ' ');

/** The fields whose show flag is on and that hold a value, in the card's order. */
export function visibleProfileFields(user: ProfileCardUser): ProfileField[] {
  const candidates: Array<[boolean, ProfileFieldKey, string, string | null | undefined]> = [
    [user.showEmail, 'email', 'Email', user.email?.trim()],
    [user.showLocation, 'location', 'Location', user.location?.trim()],
    [user.showFamilyStructure, 'familyStructure', 'Family structure', user.familyStructure && label(FAMILY_STRUCTURES, user.familyStructure)],
    [user.showDadBodType, 'dadBodType', 'Dad bod', user.dadBodType && label(DAD_BODS, user.dadBodType)],
    [user.showHairline, 'hairline', 'Hairline', user.hairline && label(HAIRLINES, user.hairline)],
  ];
  return candidates.flatMap(([shown, key, fieldLabel, value]) => (shown && value ? [{ key, label: fieldLabel, value }] : []));
}

export const PROFILE_CARD_INTERESTS = 3;

const interestLabel = (value: string) => INTERESTS.find((interest) => interest.value === value)?.label ?? value;

/** The first 3 interests, labelled, and how many more there are (shown as '+N'). */
export function interestsPreview(interests: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: interests.slice(0, PROFILE_CARD_INTERESTS).map(interestLabel),
    more: Math.max(0, interests.length - PROFILE_CARD_INTERESTS),
  };
}

/**
 * What the dashboard's profile card shows: the '<type> Dad' line, the private fields a
 * member chose to show, and a preview of the interests. Enum values are the GraphQL ones (stay_at_home).
 */
import { dadBodTypeLabel, familyStructureLabel, hairlineLabel } from '../../lib/profile-labels';
import { INTERESTS } from '../Onboarding/onboarding-options';

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

/** The fields whose show flag is on and that hold a value, in the card's order. */
export function visibleProfileFields(user: ProfileCardUser): ProfileField[] {
  const candidates: Array<[boolean, ProfileFieldKey, string, string | null | undefined]> = [
    [user.showEmail, 'email', 'Email', user.email?.trim()],
    [user.showLocation, 'location', 'Location', user.location?.trim()],
    [
      user.showFamilyStructure,
      'familyStructure',
      'Family structure',
      user.familyStructure && familyStructureLabel(user.familyStructure),
    ],
    [user.showDadBodType, 'dadBodType', 'Dad bod', user.dadBodType && dadBodTypeLabel(user.dadBodType)],
    [user.showHairline, 'hairline', 'Hairline', user.hairline && hairlineLabel(user.hairline)],
  ];
  return candidates.flatMap(([shown, key, fieldLabel, value]) =>
    shown && value ? [{ key, label: fieldLabel, value }] : [],
  );
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

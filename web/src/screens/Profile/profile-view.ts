/**
 * What the profile page shows of a member (/profile): the name, the contact and family facts their
 * show flags allow, and the interests as the editor names them. For another member the server has already
 * left out what the viewer may not see (docs/people.md); the show flags are applied here too, so that the
 * member's own view shows what others would.
 */
import { displayName, present, type NamedUser } from '../../lib/display-name';
import { dadBodTypeLabel, familyStructureLabel, hairlineLabel } from '../../lib/profile-labels';

export const SPORTS_INTEREST = 'Sports';
export const COLLECTIBLES_INTEREST = 'Collectibles';

/** Onboarding's interest ids that name one of the profile's interests differently. */
const ONBOARDING_INTERESTS: Record<string, string> = { outdoors: 'Outdoor Activities', tech: 'Technology' };

/** An interest as the profile's list spells it ('diy' -> 'DIY', 'outdoors' -> 'Outdoor Activities'); others as they are. */
export function profileInterest(interest: string, options: readonly string[]): string {
  const key = interest.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === key) ?? ONBOARDING_INTERESTS[key] ?? interest.trim();
}

/** The interests spelled as the list does, each once. */
export function profileInterests(interests: readonly string[], options: readonly string[]): string[] {
  const seen = new Set<string>();
  return interests
    .map((interest) => profileInterest(interest, options))
    .filter((interest) => {
      const key = interest.toLowerCase();
      if (!interest || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function hasInterest(interests: readonly string[], interest: string): boolean {
  return interests.some((item) => item.trim().toLowerCase() === interest.toLowerCase());
}

/** The heading's name: first and last name, else the generic display name. */
export function profileName(user: NamedUser): string {
  return [present(user.firstName), present(user.lastName)].filter(Boolean).join(' ') || displayName(user);
}

export interface ProfileFact {
  label: string;
  value: string;
}

export interface ShownFields {
  email?: string | null;
  location?: string | null;
  showEmail: boolean;
  showLocation: boolean;
  familyStructure?: string | null;
  showFamilyStructure: boolean;
  numberOfKids?: number | null;
  kidsAges?: readonly number[] | null;
  kidsGenders?: readonly string[] | null;
  showKidsInfo: boolean;
  dadBodType?: string | null;
  showDadBodType: boolean;
  hairline?: string | null;
  showHairline: boolean;
}

const fact = (shown: boolean, label: string, value: string | null | undefined): ProfileFact[] =>
  shown && value ? [{ label, value }] : [];

/** Contact Information: empty means 'Contact information is private'. */
export function contactFacts(user: ShownFields): ProfileFact[] {
  return [
    ...fact(user.showEmail, 'Email', present(user.email)),
    ...fact(user.showLocation, 'Location', present(user.location)),
  ];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Family Information: the structure, then the kids (number, ages, genders). */
export function familyFacts(user: ShownFields): ProfileFact[] {
  const kids = user.showKidsInfo;
  const count = user.numberOfKids;
  return [
    ...fact(
      user.showFamilyStructure,
      'Family structure',
      user.familyStructure && familyStructureLabel(user.familyStructure),
    ),
    ...fact(kids, 'Number of kids', count === null || count === undefined ? null : String(count)),
    ...fact(kids, 'Kids ages', user.kidsAges?.length ? user.kidsAges.join(', ') : null),
    ...fact(kids, 'Kids genders', user.kidsGenders?.length ? user.kidsGenders.map(capitalised).join(', ') : null),
  ];
}

/** Dad Characteristics: the dad bod and the hairline. */
export function characteristicFacts(user: ShownFields): ProfileFact[] {
  return [
    ...fact(user.showDadBodType, 'Dad bod', user.dadBodType && dadBodTypeLabel(user.dadBodType)),
    ...fact(user.showHairline, 'Hairline', user.hairline && hairlineLabel(user.hairline)),
  ];
}

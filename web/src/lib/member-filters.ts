/**
 * The client-side filters of the networking screens: Discover narrows the loaded dads by
 * first name, last name or location; My Connections by name, e-mail, location or dad type. Case-insensitive;
 * an empty filter keeps everyone.
 */
import { dadTypeLabel } from './profile-labels';

export interface FilterableMember {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email?: string | null;
  location?: string | null;
  dadType?: string | null;
}

const folded = (text: string) => text.trim().toLocaleLowerCase('en-US');

function anyContains(values: ReadonlyArray<string | null | undefined>, filter: string): boolean {
  const wanted = folded(filter);
  if (!wanted) return true;
  return values.some((value) => value != null && folded(value).includes(wanted));
}

/** Discover's search box: first name, last name or location. */
export function matchesDiscoverFilter(member: FilterableMember, filter: string): boolean {
  return anyContains([member.firstName, member.lastName, member.location], filter);
}

/**
 * My Connections' search box: the name (first, last, both, or the username), the e-mail, the location and the dad
 * type, as its value ('stay_at_home') or as shown ('Stay-at-Home Dad').
 */
export function matchesConnectionFilter(member: FilterableMember, filter: string): boolean {
  const fullName = [member.firstName, member.lastName].filter(Boolean).join(' ');
  return anyContains(
    [
      fullName,
      member.username,
      member.email,
      member.location,
      member.dadType,
      member.dadType?.replaceAll('_', '-'),
      dadTypeLabel(member.dadType),
    ],
    filter,
  );
}

/** A Local Connection lives where the viewer does: the same location, ignoring case and surrounding spaces. */
export function isSameLocation(
  viewerLocation: string | null | undefined,
  memberLocation: string | null | undefined,
): boolean {
  if (!viewerLocation?.trim() || !memberLocation?.trim()) return false;
  return folded(viewerLocation) === folded(memberLocation);
}

/** Discover's Filter choices: the dad types of the loaded dads, once each, in the order of their labels. */
export function dadTypesAmong(members: ReadonlyArray<{ dadType?: string | null }>): string[] {
  const types = new Set(members.flatMap((member) => (member.dadType ? [member.dadType] : [])));
  return [...types].sort((a, b) => (dadTypeLabel(a) ?? a).localeCompare(dadTypeLabel(b) ?? b));
}

/**
 * A member's profile address: /profile/<id>, as the app's own links make it, or /profile/<username>, as a mention
 * links (it knows only the name); the profile screen reads either (apps/member-routes.ts).
 */
import { USERNAME_PATTERN } from '../../../api/src/domain/accounts/username.ts';

export function profilePathOf(username: string): string {
  return `/profile/${encodeURIComponent(username)}`;
}

/** The address names the member by username (a database id is a UUID, which no username can be). */
export function profileParamIsUsername(param: string): boolean {
  return USERNAME_PATTERN.test(param);
}

/**
 * Who signed in, kept where both the entry (session.ts) and the member app can read it. A module of its own:
 * imported from session.ts, the member app's chunk would pull the entry's code apart (the bundler split React
 * out of the entry chunk, ~0.8 KB more for everyone).
 */
export interface SessionUser {
  id: string;
  username: string;
  isProfileComplete: boolean;
}

let member: SessionUser | null = null;

/** Who signed in, once the session answered (null for a visitor or before): the member app starts from it. */
export function signedInMember(): SessionUser | null {
  return member;
}

export function rememberSignedInMember(user: SessionUser | null): void {
  member = user;
}

/** How a person is named on screen. The rules differ by place, so each place has its function. */

export interface NamedUser {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Empty and whitespace-only strings count as absent; values are trimmed. */
export function present(value: string | null | undefined): string | undefined {
  return value?.trim() || undefined;
}

/** Who a message or a chat is with once that member deleted their account (docs/people.md). */
export const DELETED_MEMBER = 'Deleted member';

/** The generic rule: username, full name, first name, e-mail before the @, 'Dad'; 'Anonymous' without a user. */
export function displayName(user: NamedUser | null | undefined): string {
  if (!user) return 'Anonymous';
  const username = present(user.username);
  if (username) return username;
  const first = present(user.firstName);
  const last = present(user.lastName);
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const mailbox = present(present(user.email)?.split('@')[0]);
  return mailbox ?? 'Dad';
}

/** A post's author: username, else 'Dad' plus the last 4 characters of the author id. */
export function postAuthorName(author: NamedUser | null | undefined, authorId: string): string {
  return present(author?.username) ?? `Dad${authorId.slice(-4)}`;
}

/** The dad card (connections, suggestions): real name first, then the e-mail, then 'Dad User'. */
export function dadCardName(user: NamedUser | null | undefined): string {
  const first = present(user?.firstName);
  const last = present(user?.lastName);
  if (first && last) return `${first} ${last}`;
  return first ?? last ?? present(user?.email) ?? 'Dad User';
}

/** A group member: real name first, then the username, else 'Dad #' plus the last 4 characters of the user id. */
export function groupMemberName(user: NamedUser | null | undefined, userId: string): string {
  const first = present(user?.firstName);
  const last = present(user?.lastName);
  if (first && last) return `${first} ${last}`;
  return first ?? last ?? present(user?.username) ?? `Dad #${userId.slice(-4)}`;
}

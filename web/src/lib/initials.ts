import { present, type NamedUser } from './display-name';

/** First character, whole even when it is outside the Basic Multilingual Plane. */
const firstChars = (text: string, count: number) => Array.from(text).slice(0, count).join('');

/** The letters shown in an avatar without a picture. */
export function initials(user: NamedUser | null | undefined): string {
  const first = present(user?.firstName);
  const last = present(user?.lastName);
  if (first && last) return (firstChars(first, 1) + firstChars(last, 1)).toUpperCase();
  const username = present(user?.username);
  if (username) return firstChars(username, 2).toUpperCase();
  if (first) return firstChars(first, 1).toUpperCase();
  const email = present(user?.email);
  if (email) return firstChars(email, 1).toUpperCase();
  return 'D';
}

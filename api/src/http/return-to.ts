/**
 * Where sign-in returns to: a visitor who met a members-only page signs in and lands on it
 * (`/api/login?returnTo=/posts/42`). Only a path of the app itself is kept, so the parameter cannot send anyone
 * to another site (`//evil.example`, `/\evil.example`, `https://…`) or into the API (`/api/logout`).
 */
const MAX_LENGTH = 2000;

export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  // Control characters and spaces (a browser drops tabs and newlines: '/\t/evil.example' is '//evil.example').
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refuses control characters in a return path
  if (/[\u0000-\u0020\u007f]/.test(value)) return undefined;
  const url = new URL(value, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid') return undefined;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page a member who was linking a provider account from their profile gets when the link is refused (the
 * provider account is someone else's, the round trip expired, the provider cannot be reached...): the reason, and
 * the way back. A visitor who was signing in gets the sign-in page with the reason instead.
 */
import { escapeHtml } from '../domain/html.js';
import { plainPage } from './plain-page.js';

export function linkRefusedPage(productName: string, message: string): string {
  return plainPage(
    `The account was not linked · ${escapeHtml(productName)}`,
    `<h1>The account was not linked</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="/profile">Back to your profile</a></p>`,
  );
}

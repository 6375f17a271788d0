/**
 * GET /api/logout from another site (a link, an image, a page of a sibling subdomain) must not end the
 * member's session: such a request gets a page asking first, whose button posts back from our own origin.
 */
import type { Request } from 'express';
import { escapeHtml } from '../domain/html.js';
import { plainPage } from './plain-page.js';

/**
 * Browsers send Sec-Fetch-Site on every request: `same-origin` for our own links, `none` when the address
 * was typed or bookmarked. Clients that are not browsers send none and cannot be led by another site.
 */
export function isOwnNavigation(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

export function logoutConfirmationPage(productName: string): string {
  const name = escapeHtml(productName);
  return plainPage(
    `Sign out of ${name}?`,
    `<h1>Sign out of ${name}?</h1>
<p>Another site sent you here. Sign out only if you meant to.</p>
<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>
<p><a href="/">Stay signed in</a></p>`,
  );
}

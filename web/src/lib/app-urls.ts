/**
 * Two kinds of address. A link the member follows inside the app is relative (a path): it works on whatever host
 * the browser opened the app at, with that host's session cookie. An address meant to leave the app (a shared
 * post, a referral link; the server builds calendar feeds and e-mails the same way) starts with the server's
 * PUBLIC_URL, which the server writes into index.html as `<meta name="public-url">`.
 */

/** PUBLIC_URL as the page gives it, else the page's own origin (the dev server writes no meta); no trailing '/'. */
export function publicUrlFrom(metaContent: string | null | undefined, pageOrigin: string): string {
  const given = metaContent?.trim();
  const url = given && URL.canParse(given) && /^https?:$/.test(new URL(given).protocol) ? given : pageOrigin;
  return url.replace(/\/+$/, '');
}

/** The product's public address, for links that leave the app. */
export function publicUrl(): string {
  return publicUrlFrom(
    document.querySelector<HTMLMetaElement>('meta[name="public-url"]')?.content,
    window.location.origin,
  );
}

/** The path (with query and fragment) of an address of ours, absolute or not: for links followed in the app. */
export function inAppPath(url: string): string {
  const parsed = new URL(url, 'http://app.invalid');
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

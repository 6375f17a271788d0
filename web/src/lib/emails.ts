/** Reading the invite dialog's free-text list of e-mail addresses. */

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** text@text.text with no spaces: the only check the product makes before the server sends the invite. */
export function isValidEmail(text: string): boolean {
  return EMAIL_SHAPE.test(text);
}

/** Splits on commas or new lines; each address appears once (case-insensitively), in the order typed. */
export function parseInviteEmails(text: string): { valid: string[]; invalid: string[] } {
  const seen = new Set<string>();
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[,\n]/)) {
    const entry = raw.trim();
    const key = entry.toLowerCase();
    if (!entry || seen.has(key)) continue;
    seen.add(key);
    (isValidEmail(entry) ? valid : invalid).push(entry);
  }
  return { valid, invalid };
}

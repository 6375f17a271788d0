/**
 * Two-factor authentication (TOTP): what a member types (a code from the app, or a recovery code) and the text file
 * of recovery codes they keep.
 */

/**
 * A code as the server wants it: apps show "123 456" and a pasted recovery code may carry spaces or a line break, so
 * every kind of white space goes. Letters keep their case; the server decides what matches.
 */
export function normalizeTwoFactorCode(input: string): string {
  return input.replace(/\s+/g, '');
}

/** A six-digit code from the app (after normalizing): what the setup dialog waits for before sending. */
export function isAppCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * The authenticator key as the setup dialog shows it, in blocks of four ("JBSW Y3DP EHPK 3PXP"), easier to type by
 * hand; apps ignore the spaces. Copy gives the key itself.
 */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

export interface RecoveryCodesFile {
  name: string;
  text: string;
}

/** The download of the recovery codes: the product's name in the file's name, one code a line, and how to use them. */
export function recoveryCodesFile(productName: string, codes: readonly string[], madeAt: Date): RecoveryCodesFile {
  const slug =
    productName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'account';
  const lines = [
    `${productName} recovery codes`,
    `Made on ${localDay(madeAt)}.`,
    '',
    'Each code signs you in once, in place of the code from your authenticator app, if you lose your phone.',
    'Keep them somewhere safe.',
    '',
    ...codes,
  ];
  return { name: `${slug}-recovery-codes.txt`, text: `${lines.join('\n')}\n` };
}

/** The member's own calendar day, as 2026-05-10 (the file is read in his time zone, not the server's). */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

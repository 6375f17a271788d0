/**
 * The member's columns that prove who they are: the password hash and the sealed two-factor secret. Every read
 * of a whole member row leaves them out (`omit: CREDENTIALS`): they never reach an answer, an export, a live
 * event or a log.
 */
export const CREDENTIALS = { passwordHash: true, totpSecret: true } as const;

export type CredentialColumn = keyof typeof CREDENTIALS;

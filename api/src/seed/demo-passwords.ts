/**
 * A production server must not run with a staff account that the demo's published password signs in to: the
 * README prints it, so anyone could moderate, or run the site. Checked at every production start (main.ts),
 * after the demo was seeded if SEED_DEMO asked for it.
 */
import type { Database } from '../db/database.js';
import { verifyPassword } from '../domain/accounts/passwords.js';
import { DEMO_SIGN_IN } from './demo.js';

/** The e-mail addresses of admins and moderators whose password is the demo's (one argon2 check each). */
export async function staffWithDemoPassword(db: Pick<Database, 'query'>): Promise<string[]> {
  const staff = await db.query<{ email: string; passwordHash: string }>(
    `SELECT email, "passwordHash" FROM "User" WHERE role IN ('admin', 'moderator') ORDER BY email`,
  );
  const found: string[] = [];
  for (const { email, passwordHash } of staff)
    if (await verifyPassword(passwordHash, DEMO_SIGN_IN.password)) found.push(email);
  return found;
}

export class DemoPasswordOnStaffError extends Error {
  override name = 'DemoPasswordOnStaffError';
  constructor(emails: readonly string[]) {
    super(
      [
        `Refusing to start in production: the demo's published password still signs in to ${emails.join(', ')}.`,
        'Give each a new password (npm run admin -- reset-password <e-mail>), or start on a database without the demo',
        '(SEED_DEMO is off in production unless set). A public demo may set ALLOW_DEMO_STAFF_PASSWORDS=true.',
        'See docs/operations.md.',
      ].join('\n'),
    );
  }
}

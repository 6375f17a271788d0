import type { DbTx } from '../../db/prisma.js';

/** "Dads Connected" on the landing page: every member. */
export function countMembers(db: DbTx): Promise<number> {
  return db.user.count();
}

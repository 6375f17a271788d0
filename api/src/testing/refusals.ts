/**
 * Real database failures at chosen points, for the tests of what a failed write leaves behind: a trigger
 * function that raises, and a trigger refusing the session row of a request sent with the user agent
 * `refuse-session` (so registering or signing in fails after its first writes).
 */
import type { Database } from '../db/database.js';

export const REFUSED_SESSION_USER_AGENT = 'refuse-session';

export async function refuseMarkedSessions(db: Database): Promise<void> {
  await db.query(`CREATE FUNCTION test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
  await db.query(`CREATE TRIGGER test_refuse_session BEFORE INSERT ON "Session"
    FOR EACH ROW WHEN (NEW."userAgent" = '${REFUSED_SESSION_USER_AGENT}') EXECUTE FUNCTION test_refuse()`);
}

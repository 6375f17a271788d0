/**
 * The account's sign-in history (docs/security.md#sign-in-history): every session a member starts, and how they
 * proved who they were; and the failed attempts on the account (a wrong password, a wrong code). Members see it on
 * their profile beside where they are signed in; admins helping a member who lost access see it too
 * (./sign-in-history-list.ts). The hourly sweep forgets events older than SIGN_IN_HISTORY_DAYS.
 */
import { evenIfRolledBack } from '../../db/unit-of-work.js';
import { type StartedSession, startSession } from '../sessions/sessions.js';
import type { RequestMeta, Services } from '../services.js';

/** How a member proved who they were. `registration` is the session an account starts with. */
export type SignInMethod =
  | 'password'
  | 'second_factor'
  | 'recovery_code'
  | 'password_reset'
  | 'passkey'
  | 'single_sign_on'
  | 'registration';

export const SIGN_IN_METHODS = [
  'password',
  'second_factor',
  'recovery_code',
  'password_reset',
  'passkey',
  'single_sign_on',
  'registration',
] as const satisfies readonly SignInMethod[];

/** How long an event is kept: long enough to look back on a season of sign-ins, short enough not to profile one. */
export const SIGN_IN_HISTORY_DAYS = 90;

/** The longest user agent the history keeps (a header can be kilobytes). */
const USER_AGENT_MAX = 512;

/** Writes one line of the history, in the caller's unit of work. */
export async function recordSignInEvent(
  { prisma }: Pick<Services, 'prisma'>,
  event: { userId: string; method: SignInMethod; succeeded: boolean; meta: RequestMeta },
): Promise<void> {
  await prisma.signInEvent.create({
    data: {
      userId: event.userId,
      method: event.method,
      succeeded: event.succeeded,
      ipAddress: event.meta.ipAddress,
      userAgent: event.meta.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    },
    select: { id: true },
  });
}

/**
 * Starts the member's session in this browser (ending `previousToken`'s) after they proved who they were by
 * `method`, and writes it in the history. Every way of signing in ends here.
 */
export async function startSignedInSession(
  services: Services,
  userId: string,
  method: SignInMethod,
  meta: RequestMeta,
  previousToken?: string,
): Promise<StartedSession> {
  const started = await startSession(services, userId, meta, previousToken);
  await recordSignInEvent(services, { userId, method, succeeded: true, meta });
  return started;
}

/**
 * A failed attempt on an existing account, by `method` (the step that failed): kept although the request that made
 * it answers a refusal and rolls back. It is written once the request's unit of work has ended, in the background,
 * so the refusal takes no longer for a real account than for an unknown identifier, for which nothing is written
 * (there is no account to attach it to). The sign-in throttle bounds how many a day one account can collect.
 */
export function recordFailedAttempt(
  services: Pick<Services, 'prisma' | 'background'>,
  userId: string,
  method: SignInMethod,
  meta: RequestMeta,
): void {
  evenIfRolledBack(() =>
    services.background.run('sign-in history', () =>
      recordSignInEvent(services, { userId, method, succeeded: false, meta }),
    ),
  );
}

/**
 * Reading the sign-in history (docs/security.md#sign-in-history): the events of one account, newest first, each
 * described as "Where you're signed in" describes a session (the browser, system and device its user agent claims,
 * the address with its last part hidden: ../sessions/session-description.ts). Seen by the member themself and by
 * admins helping them (../moderation/account-help.ts); by nobody else.
 */
import type { Prisma, SignInEvent } from '../../generated/prisma/client.js';
import { pageOf, pageStart, type Page } from '../paging.js';
import { describeUserAgent, maskIpAddress, type DeviceDescription } from '../sessions/session-description.js';
import type { Services } from '../services.js';
import type { Viewer } from '../users/viewer.js';
import type { SignInMethod } from './sign-in-history.js';

export const SIGN_IN_HISTORY_PAGE_DEFAULT = 20;
export const SIGN_IN_HISTORY_PAGE_MAX = 100;

/** One account's events: the list's `where`, on the (userId, createdAt) index. */
export const signInHistoryWhere = (userId: string): Prisma.SignInEventWhereInput => ({ userId });

/** Newest first; events of one millisecond by id. */
export const newestSignInFirst: Prisma.SignInEventOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** Who may read an account's history: its member, and admins (who must also pass the staff rules to read it). */
export function maySeeSignInHistory(viewer: Pick<Viewer, 'id' | 'role'> | null | undefined, userId: string): boolean {
  return viewer?.id === userId || viewer?.role === 'admin';
}

type EventRow = Pick<SignInEvent, 'id' | 'method' | 'succeeded' | 'ipAddress' | 'userAgent' | 'createdAt'>;

export interface ListedSignIn extends DeviceDescription {
  id: string;
  method: SignInMethod;
  succeeded: boolean;
  /** Its last part hidden. */
  ipAddress: string | null;
  createdAt: Date;
}

export function describeSignIn(event: EventRow): ListedSignIn {
  return {
    id: event.id,
    method: event.method as SignInMethod,
    succeeded: event.succeeded,
    ...describeUserAgent(event.userAgent),
    ipAddress: maskIpAddress(event.ipAddress),
    createdAt: event.createdAt,
  };
}

const listedColumns = {
  id: true,
  method: true,
  succeeded: true,
  ipAddress: true,
  userAgent: true,
  createdAt: true,
} as const satisfies Prisma.SignInEventSelect;

/**
 * A page of the account's history, paged by (createdAt, id): one statement. The caller has decided who may read
 * it (maySeeSignInHistory; for admins, account-help.ts).
 */
export async function listSignInHistory(
  { prisma }: Pick<Services, 'prisma'>,
  userId: string,
  query: { limit?: unknown; cursor?: string | undefined } = {},
): Promise<Page<ListedSignIn>> {
  const { size, after } = pageStart(query, SIGN_IN_HISTORY_PAGE_DEFAULT, SIGN_IN_HISTORY_PAGE_MAX);
  const rows = await prisma.signInEvent.findMany({
    where: {
      ...signInHistoryWhere(userId),
      ...(after
        ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
        : {}),
    },
    orderBy: newestSignInFirst,
    take: size + 1,
    select: listedColumns,
  });
  const page = pageOf(rows, size);
  return { items: page.items.map(describeSignIn), nextCursor: page.nextCursor };
}

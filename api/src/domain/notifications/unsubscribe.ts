/**
 * One-click unsubscribe (docs/notifications.md): every mail carries a signed link that turns off e-mail for the
 * kind of mail it is (a category, or the digest) without signing in. The link names the member and the kind and
 * is signed with a key derived from SECRETS_KEY, so it cannot be forged for another member or kind; it does not
 * expire (a link in an old mail must still work), and using it twice does no harm.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config/config.js';
import type { DbTx } from '../../db/prisma.js';
import type { NotificationCategory } from '../../generated/prisma/client.js';
import { AppError } from '../errors.js';
import { derivedKey } from '../server-secrets.js';
import type { Services } from '../services.js';
import { CATEGORIES, categoryInfo, effectiveChoice } from './categories.js';
import { changeCategoryChoice } from './preferences.js';

/** A category's notification mail, or the digest. */
export type MailKind = NotificationCategory | 'digest';

const KINDS = new Set<string>([...CATEGORIES.map((info) => info.category), 'digest']);

const invalidLink = () =>
  new AppError('NOT_FOUND', 'This unsubscribe link is not valid. Change your e-mail settings in your profile instead.');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Who may sign: the database the key is kept in (a transaction's, inside one) and the configuration. */
type Signer = { prisma: DbTx; config: Config };

async function signature({ prisma, config }: Signer, payload: string, create: boolean) {
  const key = await derivedKey(prisma, config.secretsKey, 'unsubscribe', create);
  return key && createHmac('sha256', key).update(payload).digest('base64url');
}

/** The token of a mail kind's unsubscribe link for one member. */
export async function unsubscribeToken(services: Signer, userId: string, kind: MailKind): Promise<string> {
  const payload = `${userId}.${kind}`;
  return `${payload}.${await signature(services, payload, true)}`;
}

/** The two addresses a mail carries: the page the link in its text opens, and the one-click POST address. */
export async function unsubscribeLinks(
  services: Signer,
  userId: string,
  kind: MailKind,
): Promise<{ page: string; oneClick: string }> {
  const token = encodeURIComponent(await unsubscribeToken(services, userId, kind));
  const base = services.config.publicUrl;
  return {
    page: `${base}/unsubscribe?token=${token}`,
    oneClick: `${base}/api/notifications/unsubscribe?token=${token}`,
  };
}

/** The member and kind a token names, or a 404 when it was not made here (or is damaged). */
async function readToken(services: Pick<Services, 'prisma' | 'config'>, token: string) {
  const [userId = '', kind = '', signed = ''] = token.split('.');
  const expected = UUID.test(userId) && KINDS.has(kind) ? await signature(services, `${userId}.${kind}`, false) : null;
  const given = Buffer.from(signed);
  if (!expected || given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected)))
    throw invalidLink();
  return { userId, kind: kind as MailKind };
}

export interface UnsubscribeState {
  kind: MailKind;
  /** What the mail was about, in the settings screen's words ("Comments on my posts", "The digest"). */
  label: string;
  /** Whether that mail is still on. */
  subscribed: boolean;
}

function labelOf(kind: MailKind) {
  return kind === 'digest' ? 'The digest' : categoryInfo(kind).label;
}

/** What the link's page shows before the member confirms (a mail scanner's GET changes nothing). */
export async function unsubscribeState(services: Pick<Services, 'prisma' | 'config'>, token: string) {
  const { userId, kind } = await readToken(services, token);
  const user = await services.prisma.user.findUnique({
    where: { id: userId },
    select: {
      notificationSettings: { select: { digest: true } },
      notificationPreferences: kind === 'digest' ? false : { where: { category: kind } },
    },
  });
  if (!user) throw invalidLink();
  const subscribed =
    kind === 'digest'
      ? (user.notificationSettings?.digest ?? 'weekly') !== 'off'
      : effectiveChoice(kind, user.notificationPreferences?.[0]).email;
  return { kind, label: labelOf(kind), subscribed } satisfies UnsubscribeState;
}

/** Turns that mail off (the one-click POST, or the page's button); answers the new state. */
export async function unsubscribe(services: Pick<Services, 'prisma' | 'config'>, token: string) {
  const { userId, kind } = await readToken(services, token);
  const { prisma } = services;
  const exists = await prisma.user.count({ where: { id: userId } });
  if (!exists) throw invalidLink();
  if (kind === 'digest') {
    await prisma.notificationSettings.upsert({
      where: { userId },
      create: { userId, digest: 'off' },
      update: { digest: 'off' },
    });
  } else {
    await changeCategoryChoice(prisma, userId, kind, { email: false });
  }
  return { kind, label: labelOf(kind), subscribed: false } satisfies UnsubscribeState;
}

/**
 * The mail for a batch of one category's notifications (docs/notifications.md): one notification reads as itself;
 * several are counted in the subject and listed, the first ten in full. Each mail links to the page it is about
 * (or the notifications list for a batch) and can be stopped with one click.
 */
import type { Config } from '../../config/config.js';
import type { NotificationCategory, NotificationTarget } from '../../generated/prisma/client.js';
import { composeMail } from '../mail/layout.js';
import type { MailMessage } from '../mail/mailer.js';
import { categoryInfo } from './categories.js';
import { notificationPath } from './paths.js';

export interface MailedNotification {
  title: string;
  message: string;
  actorId: string | null;
  targetType: NotificationTarget | null;
  targetId: string | null;
}

const LISTED = 10;

export function notificationMail(
  site: Pick<Config, 'productName' | 'publicUrl'>,
  to: string,
  category: NotificationCategory,
  notifications: readonly MailedNotification[],
  unsubscribe: { page: string; oneClick: string },
): MailMessage {
  const info = categoryInfo(category);
  const [first] = notifications;
  const single = notifications.length === 1 && first;
  const path = single ? (notificationPath(first) ?? '/notifications') : '/notifications';
  const listed = notifications.slice(0, LISTED).map((n) => n.message);
  const more = notifications.length - listed.length;
  return composeMail(site.productName, {
    to,
    subject: single ? `${first.title}: ${first.message}`.slice(0, 150) : `${notifications.length} ${info.many}`,
    lead: [...listed, ...(more > 0 ? [`…and ${more} more.`] : [])],
    action: { label: single ? `Open ${site.productName}` : 'See your notifications', url: `${site.publicUrl}${path}` },
    reason: `You get this because e-mail for "${info.label}" is on in your ${site.productName} notification settings.`,
    unsubscribe,
  });
}

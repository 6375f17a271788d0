/**
 * Every mail we send has one look (./template.ts): the product's name on its orange band, short paragraphs, at
 * most one button, the link again in plain text for mail apps that hide buttons, and a line saying why it came.
 * The text part says the same.
 */
import { escapeHtml } from '../html.js';
import type { MailMessage } from './mailer.js';
import { fillSlots, mailTemplate } from './template.js';

export interface MailContent {
  to: string;
  subject: string;
  /** Paragraphs before the button. A paragraph may mark words to stress as **like this**. */
  lead: string[];
  action?: { label: string; url: string } | undefined;
  /** Paragraphs after the button. */
  after?: string[] | undefined;
  /** Why the mail came, in small print. */
  reason: string;
  /**
   * Mail a member chose to get: a link to stop it under the reason, and the List-Unsubscribe headers that let a
   * mail app offer one click (RFC 8058: it POSTs to `oneClick`).
   */
  unsubscribe?: { page: string; oneClick: string } | undefined;
}

/** `**words**` becomes <strong> in HTML and stays plain in text. */
const htmlParagraph = (text: string) =>
  `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>`;
const textParagraph = (text: string) => text.replace(/\*\*(.+?)\*\*/g, '$1');

export function composeMail(productName: string, content: MailContent): MailMessage {
  const { to, subject, lead, action, after = [], reason, unsubscribe } = content;
  const text = [
    ...lead.map(textParagraph),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...after.map(textParagraph),
    `-- \n${reason}${unsubscribe ? `\nUnsubscribe: ${unsubscribe.page}` : ''}`,
  ].join('\n\n');
  const html = fillSlots(mailTemplate({ button: action !== undefined, unsubscribe: unsubscribe !== undefined }), {
    subject: escapeHtml(subject),
    productName: escapeHtml(productName),
    lead: lead.map(htmlParagraph).join('\n'),
    after: after.map(htmlParagraph).join('\n'),
    reason: escapeHtml(reason),
    ...(action && { label: escapeHtml(action.label), url: escapeHtml(action.url) }),
    ...(unsubscribe && { unsubscribe: escapeHtml(unsubscribe.page) }),
  });
  const headers = unsubscribe
    ? { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : undefined;
  return { to, subject, text, html, headers };
}

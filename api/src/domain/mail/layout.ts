/**
 * Every mail we send has one look: the product's name on its orange band, short paragraphs, at most one
 * button, the link again in plain text for mail apps that hide buttons, and a line saying why it came. The
 * HTML uses tables and inline styles only, which is what mail apps render; the text part says the same.
 */
import { escapeHtml } from '../html.js';
import type { MailMessage } from './mailer.js';

/** The web app's brand orange (its theme colour), and the darker shade its buttons use for contrast. */
const BRAND = '#ea580c';
const BUTTON = '#c2410c';

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
  const unsubscribeLine = unsubscribe
    ? ` <a href="${escapeHtml(unsubscribe.page)}" style="color:#57534e">Unsubscribe</a>`
    : '';
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${BUTTON};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:12px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#57534e">Or copy this link: <span style="word-break:break-all">${escapeHtml(action.url)}</span></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1c1917">
<tr><td style="background:${BRAND};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:800">${escapeHtml(productName)}</td></tr>
<tr><td style="padding:24px">
${lead.map(htmlParagraph).join('\n')}
${button}
${after.map(htmlParagraph).join('\n')}
<p style="margin:24px 0 0;font-size:12px;color:#57534e">${escapeHtml(reason)}${unsubscribeLine}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  const headers = unsubscribe
    ? { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : undefined;
  return { to, subject, text, html, headers };
}

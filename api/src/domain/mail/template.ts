/**
 * The look of every mail, written in MJML and compiled by mjml to the table HTML with inline styles that mail
 * apps render (Outlook included). Each shape is compiled once, on first use, with slots that `fillSlots` fills.
 */
import { createRequire } from 'node:module';

/** The web app's brand orange (its theme colour), and the darker shade its buttons use for contrast. */
const BRAND = '#ea580c';
const BUTTON = '#c2410c';
const PAGE = '#f5f5f4';
const INK = '#1c1917';
const MUTED = '#57534e';
/** The card's widest, and the page's margin around it at the sides. */
const CARD_PX = 560;
const SIDE_PX = 12;

/** Whether the mail has a button (and its link in plain text), and an unsubscribe link under the reason. */
export interface MailShape {
  button: boolean;
  unsubscribe: boolean;
}

/** What a mail puts into its shape: each value is HTML, escaped by the caller. */
export type Slots = Record<'subject' | 'productName' | 'lead' | 'after' | 'reason', string> &
  Partial<Record<'label' | 'url' | 'unsubscribe', string>>;

const slot = (name: keyof Slots) => `[[mail:${name}]]`;
const SLOT = /\[\[mail:(\w+)\]\]/g;

function source({ button, unsubscribe }: MailShape): string {
  const unsubscribeLink = unsubscribe ? ` <a href="${slot('unsubscribe')}" style="color:${MUTED}">Unsubscribe</a>` : '';
  const buttonRows = button
    ? `<mj-button href="${slot('url')}" align="left" background-color="${BUTTON}" color="#ffffff" font-size="16px"
          font-weight="bold" border-radius="12px" inner-padding="12px 20px" padding="8px 0 24px">${slot('label')}</mj-button>
        <mj-text><p style="margin:0 0 16px;font-size:13px;color:${MUTED}">Or copy this link: <span style="word-break:break-all">${slot('url')}</span></p></mj-text>`
    : '';
  return `<mjml lang="en">
  <mj-head>
    <mj-title>${slot('subject')}</mj-title>
    <mj-attributes>
      <mj-all font-family="-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="${INK}" padding="0" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${PAGE}" width="${CARD_PX + 2 * SIDE_PX}px">
    <mj-wrapper padding="24px ${SIDE_PX}px">
      <mj-section background-color="${BRAND}" border-radius="16px 16px 0 0" padding="0">
        <mj-column>
          <mj-text color="#ffffff" font-size="20px" font-weight="800" padding="16px 24px">${slot('productName')}</mj-text>
        </mj-column>
      </mj-section>
      <mj-section background-color="#ffffff" border-radius="0 0 16px 16px" padding="24px">
        <mj-column>
          <mj-text>${slot('lead')}</mj-text>
          ${buttonRows}
          <mj-text>${slot('after')}<p style="margin:24px 0 0;font-size:12px;color:${MUTED}">${slot('reason')}${unsubscribeLink}</p></mj-text>
        </mj-column>
      </mj-section>
    </mj-wrapper>
  </mj-body>
</mjml>`;
}

// Loaded on the first mail rather than imported: mjml and its dependencies take about half a second to load,
// which a process that sends no mail (and every test file) would otherwise pay at start.
const require = createRequire(import.meta.url);
type Mjml2Html = typeof import('mjml');

const compiled = new Map<string, string>();

/** The compiled HTML of a shape, with its slots still in it. A mistake in the MJML throws (strict validation). */
export function mailTemplate(shape: MailShape): string {
  const key = `${shape.button}/${shape.unsubscribe}`;
  let html = compiled.get(key);
  if (html === undefined) {
    const mjml2html = require('mjml') as Mjml2Html;
    // `fonts: {}`: mjml would otherwise link Google Fonts for Roboto, a request to a third party on every open.
    html = mjml2html(source(shape), { validationLevel: 'strict', fonts: {}, ignoreIncludes: true }).html;
    compiled.set(key, html);
  }
  return html;
}

/** How many shapes have been compiled so far (each is compiled once per process). */
export const compiledShapes = (): number => compiled.size;

/**
 * Puts the values into their slots in a single pass: a value is never scanned again, so text that looks like a
 * slot (a member may write one) is inserted as it is.
 */
export function fillSlots(template: string, slots: Slots): string {
  return template.replace(SLOT, (_token, name: string) => {
    const value = slots[name as keyof Slots];
    if (value === undefined) throw new Error(`The mail template's slot ${name} has no value.`);
    return value;
  });
}

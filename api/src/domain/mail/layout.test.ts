import { describe, expect, it } from 'vitest';
import { composeMail, type MailContent } from './layout.js';
import { compiledShapes } from './template.js';

const mail = (content: Partial<MailContent> = {}) =>
  composeMail('Dadhood', {
    to: 'sam@example.com',
    subject: 'Reset your password',
    lead: ['Someone asked to reset the password of **@grillsam**.'],
    action: { label: 'Choose a new password', url: 'https://dadhood.test/reset?token=a&b' },
    after: ['If it was not you, ignore this mail.'],
    reason: 'You get this because you asked for it.',
    ...content,
  });

const unsubscribe = {
  page: 'https://dadhood.test/unsubscribe?token=t1',
  oneClick: 'https://dadhood.test/api/notifications/unsubscribe?token=t1',
};

describe('a mail', () => {
  it('has the product’s look: its name on the orange band, a white card on grey, and the brand button', () => {
    const { html } = mail();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en"/);
    expect(html).toContain('<title>Reset your password</title>');
    expect(html).toMatch(/background-color:#ea580c;[^"]*max-width:560px;[^>]*>[\s\S]*?>Dadhood<\/div>/);
    expect(html).toMatch(/background-color:#ffffff;[^"]*max-width:560px;/);
    expect(html).toContain('background-color:#f5f5f4');
    expect(html).toMatch(
      /<a\s+href="https:\/\/dadhood\.test\/reset\?token=a&amp;b" style="[^"]*background:#c2410c;color:#ffffff;[^"]*font-weight:bold;[^"]*border-radius:12px;[^"]*"[^>]*>\s*Choose a new password\s*<\/a>/,
    );
    expect(html).toContain(
      'Or copy this link: <span style="word-break:break-all">https://dadhood.test/reset?token=a&amp;b</span>',
    );
    expect(html).toContain('Someone asked to reset the password of <strong>@grillsam</strong>.');
    expect(html).toContain('>You get this because you asked for it.</p>');
    // No web fonts: opening the mail asks no third party for anything.
    expect(html).not.toMatch(/googleapis|@import|<link/);
  });

  it('says the same in its text part, with the link in full and no markup', () => {
    expect(mail({ unsubscribe }).text).toBe(
      [
        'Someone asked to reset the password of @grillsam.',
        'Choose a new password: https://dadhood.test/reset?token=a&b',
        'If it was not you, ignore this mail.',
        `-- \nYou get this because you asked for it.\nUnsubscribe: ${unsubscribe.page}`,
      ].join('\n\n'),
    );
  });

  it('offers one-click unsubscribe in its headers and an Unsubscribe link under the reason, when it has one', () => {
    const subscribed = mail({ unsubscribe });
    expect(subscribed.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(subscribed.html).toContain(
      `You get this because you asked for it. <a href="${unsubscribe.page}" style="color:#57534e">Unsubscribe</a>`,
    );
    const plain = mail({ action: undefined, after: undefined });
    expect(plain.headers).toBeUndefined();
    expect(plain.html).not.toMatch(/Unsubscribe|Or copy this link|#c2410c/);
    expect(plain.text).toBe(
      'Someone asked to reset the password of @grillsam.\n\n-- \nYou get this because you asked for it.',
    );
  });

  it('shows what members wrote as text: markup is escaped and a slot name is not filled', () => {
    const written = '<script>alert(1)</script> [[mail:lead]] [[mail:url]] $1 $$';
    const { html, text } = mail({ subject: written, lead: [written], after: [], reason: written });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; [[mail:lead]] [[mail:url]] $1 $$</title>');
    expect(html).toContain(
      '<p style="margin:0 0 16px">&lt;script&gt;alert(1)&lt;/script&gt; [[mail:lead]] [[mail:url]] $1 $$</p>',
    );
    // Two of them, as written, in each of the title, its aria-label, the paragraph and the reason.
    expect(html?.match(/\[\[mail:/g)).toHaveLength(4 * 2);
    expect(text).toContain(written);
  });

  it('compiles each shape once: every shape passes strict validation, and the next mail reuses it', () => {
    for (const action of [undefined, { label: 'Open', url: 'https://dadhood.test/' }]) {
      for (const stop of [undefined, unsubscribe]) mail({ action, unsubscribe: stop });
    }
    const shapes = compiledShapes();
    expect(shapes).toBe(4);
    mail({ subject: 'Another one', lead: ['Other words'], unsubscribe });
    expect(compiledShapes()).toBe(shapes);
  });
});

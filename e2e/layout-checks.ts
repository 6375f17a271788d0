/**
 * Layout checks run inside a page (layout-walk.spec.ts, layout.spec.ts): what covers a control, what cuts text
 * off, and what makes the page scroll sideways. Each offence names an element by a short CSS path and its text,
 * so that a failure says where to look.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { pageSettled } from './support';

export interface LayoutCheckOptions {
  /** Only controls and text inside this element (an open chat window, the search panel). */
  scope?: string;
}

/**
 * Runs in the browser, so it reaches nothing outside itself. The rules:
 * - covered: a visible control whose centre, as the member would tap it, lands on a fixed or sticky element
 *   that is not the control (the panic button over Send). The bars that frame the viewport (a sticky top bar,
 *   a bottom bar spanning the whole width) are edges of the screen: what scrolls under them is out of view.
 * - cut: an element that clips its text (overflow hidden, an ellipsis, a line clamp, or a sideways scroll with
 *   its scrollbar hidden) and has more than it shows, with no title or aria-label giving the whole text.
 * - unreachable: a control under such a bar at the very top or end of the page, where no scrolling frees it.
 * - sideways: the page is wider than the window.
 */
export function findLayoutOffences({ scope }: LayoutCheckOptions = {}): string[] {
  const offences: string[] = [];
  // A modal dialog covers the page on purpose: then the dialog is what the member can use.
  const modal = [...document.querySelectorAll('[role=dialog], [role=alertdialog]')].findLast((dialog) =>
    dialog.checkVisibility(),
  );
  const root: Element = (scope ? document.querySelector(scope) : modal) ?? document.body;
  const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  const describeElement = (element: Element): string => {
    const parts: string[] = [];
    for (
      let node: Element | null = element, depth = 0;
      node && node !== document.body && depth < 4;
      node = node.parentElement, depth++
    ) {
      let part = node.tagName.toLowerCase();
      const label = node.getAttribute('aria-label');
      if (node.id && !/[:«]/.test(node.id) && !node.id.startsWith('radix-')) part += `#${node.id}`;
      if (label) part += `[aria-label="${label.slice(0, 30)}"]`;
      else if (node.classList.length)
        part += `.${[...node.classList]
          .slice(0, 2)
          .join('.')
          .replace(/[[\]:()/%,=>]/g, '\\$&')}`;
      parts.unshift(part);
    }
    const text = norm(element.textContent).slice(0, 50);
    return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
  };
  const width = window.innerWidth;
  const height = window.innerHeight;
  const isPinned = (style: CSSStyleDeclaration) => style.position === 'fixed' || style.position === 'sticky';
  const pinnedAncestor = (element: Element | null): Element | null => {
    for (let node = element; node; node = node.parentElement) if (isPinned(getComputedStyle(node))) return node;
    return null;
  };

  // The viewport's frame: pinned bars as wide as the window at its top or bottom edge.
  let top = 0;
  let bottom = height;
  const frame: Element[] = [];
  for (const element of document.querySelectorAll('body *')) {
    const style = getComputedStyle(element);
    if (!isPinned(style) || style.pointerEvents === 'none') continue;
    const box = element.getBoundingClientRect();
    if (box.width < width - 1 || box.height <= 0 || box.height > height / 4) continue;
    if (box.top <= 0.5) top = Math.max(top, box.bottom);
    else if (box.bottom >= height - 0.5) bottom = Math.min(bottom, box.top);
    else continue;
    frame.push(element);
  }
  // What is under a bar at the very top or the very end of the page can never be scrolled out from under it.
  const atTop = window.scrollY <= 0;
  const atEnd = window.scrollY + height >= document.documentElement.scrollHeight - 1;

  const controls = root.querySelectorAll(
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=checkbox], [role=switch], [role=menuitem], [role=option]',
  );
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    if (box.width < 4 || box.height < 4) continue;
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const clipped = getComputedStyle(control);
    if (clipped.clipPath !== 'none' || clipped.clip !== 'auto') continue; // visually hidden until focused
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || x >= width || y < 0 || y >= height) continue;
    // Scrolled out of its own scrolling box: not on screen.
    let shown = true;
    for (let node = control.parentElement; node && shown; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = node.getBoundingClientRect();
      shown = x >= clip.left && x < clip.right && y >= clip.top && y < clip.bottom;
    }
    if (!shown) continue;
    if (!frame.some((bar) => bar.contains(control)) && (y < top || y >= bottom)) {
      if ((atTop && y < top) || (atEnd && y >= bottom))
        offences.push(
          `unreachable: ${describeElement(control)} stays under a bar at the ${y < top ? 'top' : 'end'} of the page`,
        );
      continue;
    }
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit === control || control.contains(hit) || hit.contains(control)) continue;
    const cover = pinnedAncestor(hit);
    if (!cover || cover.contains(control)) continue;
    offences.push(`covered: ${describeElement(control)} is under ${describeElement(cover)}`);
  }

  // biome-ignore lint/performance/useDomNodeTextContent: innerText on purpose: the text as rendered (without hidden parts), which is what a cut-off check must compare
  const textOf = (element: Element) => norm(element instanceof HTMLElement ? element.innerText : element.textContent);
  const named = (element: Element, text: string) => {
    for (let node: Element | null = element, depth = 0; node && depth < 6; node = node.parentElement, depth++) {
      for (const name of [node.getAttribute('title'), node.getAttribute('aria-label')]) {
        const full = norm(name);
        if (full.length > 2 && (full.includes(text) || text.includes(full))) return true;
      }
    }
    return false;
  };
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (element.matches('input, textarea, select, svg, svg *, img, video, canvas, iframe')) continue;
    const style = getComputedStyle(element);
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    const ellipsis = style.textOverflow === 'ellipsis';
    const clamp = (style.getPropertyValue('-webkit-line-clamp') || 'none') !== 'none';
    const hiddenScroll =
      (style.overflowX === 'auto' || style.overflowX === 'scroll') && style.scrollbarWidth === 'none';
    if (!clipsX && !clipsY && !ellipsis && !clamp && !hiddenScroll) continue;
    // Visually hidden text, for screen readers (and a skip link until it is focused).
    if (element.clientWidth <= 2 || element.clientHeight <= 2 || style.clipPath !== 'none' || style.clip !== 'auto')
      continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const cutX = element.scrollWidth > element.clientWidth + 1 && (clipsX || ellipsis || hiddenScroll);
    const cutY = element.scrollHeight > element.clientHeight + 1 && (clipsY || clamp);
    if (!cutX && !cutY) continue;
    const text = textOf(element);
    if (!text || named(element, text)) continue;
    const edge = element.getBoundingClientRect().right;
    const past = (child: Element) => child.getBoundingClientRect().right > edge + 1;
    const widest = cutX
      ? [...element.querySelectorAll('*')].find((child) => past(child) && ![...child.children].some(past))
      : undefined;
    const where = widest ? `, widened by ${describeElement(widest)}` : '';
    offences.push(
      `cut: ${describeElement(element)} shows ${element.clientWidth}x${element.clientHeight} of ${element.scrollWidth}x${element.scrollHeight}${where}`,
    );
  }

  if (!scope && document.documentElement.scrollWidth > width) {
    // The innermost elements that reach past the window's edge: where the widening starts.
    const past = (element: Element) => element.getBoundingClientRect().right > width + 1;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => past(element) && ![...element.children].some(past))
      .slice(0, 3)
      .map(describeElement);
    offences.push(
      `sideways: the page is ${document.documentElement.scrollWidth}px wide in a ${width}px window (${wide.join('; ')})`,
    );
  }
  return offences;
}

/** The offences at the top of the page and, when it scrolls, at its end. */
export async function layoutOffences(page: Page, options: LayoutCheckOptions = {}): Promise<string[]> {
  const found = new Set(await page.evaluate(findLayoutOffences, options));
  const scrolled = await page.evaluate(() => {
    if (document.documentElement.scrollHeight <= window.innerHeight) return false;
    window.scrollTo(0, document.documentElement.scrollHeight);
    return true;
  });
  if (scrolled && !options.scope) {
    for (const offence of await page.evaluate(findLayoutOffences, options))
      found.add(`${offence} (scrolled to the end)`);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  return [...found];
}

/**
 * The offences once the page is still (nothing busy, its animations ended), and asked again for a few seconds while any are
 * found. A dialog that has just opened passes clicks through for a moment (its content turns on pointer events a
 * frame after the page turns them off); what the member meets is the dialog a moment later. A real offence
 * stays, and is returned as last found.
 */
export async function settledLayoutOffences(page: Page, options: LayoutCheckOptions = {}): Promise<string[]> {
  await pageSettled(page);
  let found: string[] = [];
  await expect
    .poll(async () => (found = await layoutOffences(page, options)), { timeout: 3_000 })
    .toEqual([])
    .catch(() => undefined);
  return found;
}

/** The text of `locator` is shown whole: nothing clipped, no ellipsis, no line clamp. */
export function isShownWhole(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const clamp = (style.getPropertyValue('-webkit-line-clamp') || 'none') !== 'none';
    return !clamp && element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1;
  });
}

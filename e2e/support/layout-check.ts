// The layout check of e2e/layout.spec.ts (decision 216): a page "fits" when nothing makes the
// document scroll sideways, no element's content spills out of its box or is clipped, no table is
// wider than its box, no word is broken into a column a few letters wide, and the navbar is one
// row at desktop widths. It runs in the page and returns every problem found, described.
import type { Page } from '@playwright/test';

/** From this width up the navbar must be one row (Tailwind's lg). */
const DESKTOP_WIDTH = 1024;

/**
 * Every layout problem on the page as it is now, one line each ("" when none): the caller fails on
 * a non-empty list, naming the page and width. Call it once the page shows its content.
 */
export async function findLayoutProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((desktopWidth) => {
    const problems: string[] = [];
    // Sub-pixel rounding and focus rings: 1 px is not an overflow.
    const SLACK = 1;
    const root = document.documentElement;

    const describe = (el: Element): string => {
      const id = el.id ? `#${el.id}` : '';
      const classes =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}`
          : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}`;
    };

    /** Shown, laid out, and not the 1 px box of screen-reader-only text. */
    const isShown = (el: Element, style: CSSStyleDeclaration): boolean => {
      if (style.display === 'none' || style.visibility === 'hidden' || style.display === 'contents') return false;
      if (style.position === 'fixed' && el.closest('[role="dialog"], .Toastify')) return false;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return false;
      return style.clipPath === 'none' || style.clipPath === '';
    };
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    // Form fields scroll their own text and draw their own arrows; the check is about boxes.
    const isFormField = (el: Element) =>
      ['INPUT', 'SELECT', 'TEXTAREA', 'OPTION', 'svg', 'IMG', 'CANVAS', 'PICTURE', 'IFRAME'].includes(el.tagName);

    if (root.scrollWidth > root.clientWidth + SLACK) {
      problems.push(
        `the document scrolls sideways: ${root.scrollWidth}px of content in a ${root.clientWidth}px window`,
      );
    }

    const elements = Array.from(document.body.querySelectorAll('*'));
    // A badge set on a corner (the cart's count) is placed outside its box on purpose: the boxes
    // that hold such a positioned piece are checked by their in-flow children instead.
    const holdsPositioned = new Set<Element>();
    for (const el of elements) {
      const position = getComputedStyle(el).position;
      if ((position !== 'absolute' && position !== 'fixed') || el.getBoundingClientRect().width <= 1) continue;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) holdsPositioned.add(up);
    }

    // Screen-reader-only parts (a table's header row when its rows are cards) are clipped to nothing.
    const isInClipped = (el: Element): boolean => {
      for (let up: Element | null = el; up && up !== document.body; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.clipPath !== 'none' && s.clipPath !== '') return true;
      }
      return false;
    };

    for (const el of elements) {
      if (!(el instanceof HTMLElement) || isFormField(el) || isInClipped(el)) continue;
      const style = getComputedStyle(el);
      if (!isShown(el, style) || style.display === 'inline') continue;
      if (el.closest('[aria-hidden="true"]')) continue;
      const rect = el.getBoundingClientRect();

      // Content wider or taller than the box, where the box is not a scroll container.
      const clipped = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (
        !scrolls(style.overflowX) &&
        (clipped || !holdsPositioned.has(el)) &&
        el.scrollWidth > el.clientWidth + SLACK &&
        el.clientWidth > 0
      ) {
        problems.push(
          `${clipped ? 'clipped' : 'overflows'} sideways (${el.scrollWidth}px in ${el.clientWidth}px): ${describe(el)}`,
        );
      }
      // Vertically: text that wrapped in a box of fixed height (a badge's pill, a button).
      if (
        el.childElementCount === 0 &&
        !scrolls(style.overflowY) &&
        // More than half a letter: a wrapped line, not the tall glyphs of a Bengali font in a tight line.
        el.scrollHeight > el.clientHeight + parseFloat(style.fontSize) * 0.6 &&
        el.clientHeight > 0
      ) {
        problems.push(`text spills out of its box (${el.scrollHeight}px in ${el.clientHeight}px): ${describe(el)}`);
      }
      // A table wider than its box: the columns at the end (the actions) are out of sight.
      if (el.tagName === 'TABLE' && el.parentElement) {
        const box = el.parentElement.clientWidth;
        if (rect.width > box + SLACK)
          problems.push(`a ${Math.round(rect.width)}px table in a ${box}px box: ${describe(el)}`);
      }
      // A word broken into a column a few letters wide (an email in a squeezed table cell).
      if (el.childElementCount === 0 && style.display !== 'inline') {
        const text = (el.textContent ?? '').trim();
        const fontSize = parseFloat(style.fontSize);
        const lineHeight = parseFloat(style.lineHeight) || fontSize * 1.5;
        const lines = Math.round(rect.height / lineHeight);
        if (text.length > 12 && !/\s/.test(text) && lines >= 3 && rect.width < fontSize * 8) {
          problems.push(
            `a word broken letter by letter (${lines} lines in ${Math.round(rect.width)}px): ${describe(el)}`,
          );
        }
      }
      // A child in the flow outside its parent's box, sideways.
      const parent = el.parentElement;
      if (parent && parent !== document.body && style.position !== 'absolute' && style.position !== 'fixed') {
        const parentStyle = getComputedStyle(parent);
        if (parentStyle.display !== 'inline' && !scrolls(parentStyle.overflowX) && parent.clientWidth > 0) {
          const box = parent.getBoundingClientRect();
          const outside = Math.max(rect.right - box.right, box.left - rect.left);
          if (
            outside >
            SLACK + Math.abs(parseFloat(style.marginLeft) || 0) + Math.abs(parseFloat(style.marginRight) || 0)
          ) {
            problems.push(`outside its parent by ${Math.round(outside)}px: ${describe(el)} in ${describe(parent)}`);
          }
        }
      }
    }

    // The navbar: one row at desktop widths (its items share one band; nothing on a second row).
    const header = document.querySelector('header');
    if (header && window.innerWidth >= desktopWidth) {
      const rows = Array.from(header.children).filter((child) => {
        const s = getComputedStyle(child);
        return isShown(child, s) && s.position !== 'absolute';
      });
      if (rows.length > 1) problems.push(`the navbar takes ${rows.length} rows at ${window.innerWidth}px`);
      const nav = header.querySelector('nav');
      if (nav) {
        const band = nav.getBoundingClientRect();
        const items = Array.from(nav.querySelectorAll(':scope > *, :scope > ul > li')).filter((item) => {
          const s = getComputedStyle(item);
          return isShown(item, s) && s.position !== 'absolute' && !item.closest('[hidden]');
        });
        const centre = (r: DOMRect) => r.top + r.height / 2;
        const offRow = items.filter((item) => Math.abs(centre(item.getBoundingClientRect()) - centre(band)) > 8);
        if (offRow.length > 0) {
          problems.push(`the navbar wraps at ${window.innerWidth}px: ${offRow.map(describe).join(', ')}`);
        }
      }
    }
    return [...new Set(problems)];
  }, DESKTOP_WIDTH);
}

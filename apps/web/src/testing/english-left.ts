// For tests of a page in Bangla: which texts of an area's English catalogues the page still shows.
// Text nodes and the labels a person hears or sees (aria-label, data-label, placeholder, alt, title)
// are compared whole with every English text that has no placeholder; data marked translate="no"
// (names, emails, ids) is skipped.
import type { Catalogue } from '@store/shared/i18n/catalogue';

const LABELS = ['aria-label', 'data-label', 'placeholder', 'alt', 'title'];

export function englishLeft(root: HTMLElement, catalogues: readonly Catalogue[]): string[] {
  const english = new Set(
    catalogues
      .flatMap((catalogue) => Object.values(catalogue).flatMap((group) => Object.values(group)))
      .filter((text) => !text.includes('{')),
  );
  const shown: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.closest('[translate="no"]')) continue;
    for (const node of element.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) shown.push(node.textContent?.trim() ?? '');
    }
    for (const name of LABELS) {
      const value = element.getAttribute(name);
      if (value) shown.push(value);
    }
  }
  return shown.filter((text) => english.has(text));
}

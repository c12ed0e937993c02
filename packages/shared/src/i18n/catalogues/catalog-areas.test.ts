// The catalogues of the catalog areas (All Products, categories, products admin, the product page):
// every message is valid ICU in both languages, the Bangla is translated and keeps the placeholders.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../server.ts';
import { CATALOGUES } from './index.ts';

const AREAS = ['catalog', 'categories', 'products', 'product-page'] as const;
/** Messages that read the same in Bangla: names a shop writes in Latin letters. */
const SAME_IN_BANGLA = new Set(['product-page.PRODUCT_PAGE_TEXT.sku']);

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();

const messagesOf = (area: (typeof AREAS)[number]) =>
  Object.entries(CATALOGUES.en[area]).flatMap(([group, entries]) =>
    Object.entries(entries).map(([key, en]) => {
      const bn = (CATALOGUES.bn[area] as Record<string, Record<string, string>>)[group]?.[key];
      return { id: `${area}.${group}.${key}`, en: en as string, bn };
    }),
  );

describe.each(AREAS)('the %s catalogue', (area) => {
  const messages = messagesOf(area);

  it('has no message left to write as ICU and no escaped quotation marks', () => {
    for (const { id, en, bn } of messages) {
      expect(`${id}: ${en}`).not.toMatch(/TODO|\\u/);
      expect(`${id}: ${bn}`).not.toMatch(/TODO|\\u/);
    }
  });

  it('compiles every message in both languages', () => {
    for (const { en, bn } of messages) {
      expect(() => compileMessage(en)).not.toThrow();
      expect(() => compileMessage(bn ?? '')).not.toThrow();
    }
  });

  it('translates every message into Bangla and keeps its placeholders', () => {
    for (const { id, en, bn } of messages) {
      expect(bn, id).toBeDefined();
      expect(placeholders(bn ?? ''), id).toEqual(placeholders(en));
      if (SAME_IN_BANGLA.has(id)) continue;
      expect(bn, id).not.toBe(en);
      expect(bn, id).toMatch(/[\u0980-\u09FF]/);
    }
  });
});

describe('the catalog areas in Bangla', () => {
  it('write counts with Bengali digits', () => {
    expect(textsIn('bn', 'catalog').CATALOG_TEXT.resultCount({ total: 1250 })).toBe('১,২৫০টি পণ্য');
    expect(textsIn('bn', 'catalog').CATALOG_TEXT.resultCountFor({ total: 1, q: 'chain' })).toBe(
      '“chain” খুঁজে ১টি পণ্য পাওয়া গেছে',
    );
    expect(textsIn('bn', 'categories').CATEGORY_TEXT.inUseHint({ count: 12 })).toBe('১২টি পণ্য');
    expect(textsIn('bn', 'product-page').PRODUCT_REVIEW_TEXT.starsLabel({ stars: 4 })).toBe('৫-এর মধ্যে ৪ তারা');
  });

  it('keep the English plurals', () => {
    expect(textsIn('en', 'catalog').CATALOG_TEXT.resultCount({ total: 1 })).toBe('1 product');
    expect(textsIn('en', 'catalog').CATALOG_TEXT.resultCountFor({ total: 30, q: 'chain' })).toBe(
      '30 products for “chain”',
    );
    expect(textsIn('en', 'product-page').PRODUCT_REVIEW_TEXT.count({ n: 1 })).toBe('1 review');
    expect(textsIn('en', 'product-page').PRODUCT_REVIEW_TEXT.starsRow({ stars: 2 })).toBe('2 stars');
  });
});

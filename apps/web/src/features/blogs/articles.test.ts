import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLE_INDEX } from '@store/shared/blog-index';
import { ARTICLES } from './articles.ts';
import { ARTICLES as ARTICLES_BN } from './articles.bn.ts';

const BENGALI = /[\u0980-\u09FF]/;
/** Latin words a reader would see on a Bangla page (names of things are written in Bangla letters). */
const latinWords = (text: string) => text.match(/[A-Za-z][A-Za-z'’-]+/g) ?? [];

describe('the articles', () => {
  it('are the ones the sitemap lists, with the same dates', () => {
    expect(ARTICLES.map((a) => ({ id: a.id, date: a.date }))).toEqual(BLOG_ARTICLE_INDEX.map((a) => ({ ...a })));
  });

  it('are the same articles in Bangla: ids, dates, pictures, reading time and paragraphs', () => {
    const shape = (a: (typeof ARTICLES)[number]) => [a.id, a.date, a.image, a.minutes, a.paragraphs.length];
    expect(ARTICLES_BN.map(shape)).toEqual(ARTICLES.map(shape));
  });

  it('are written in Bangla in the Bangla module, every text of every article', () => {
    for (const article of ARTICLES_BN) {
      for (const text of [article.title, article.summary, article.author, article.imageAlt, ...article.paragraphs]) {
        expect(text, `${article.id}: ${text}`).toMatch(BENGALI);
        expect(latinWords(text), `${article.id}: ${text}`).toEqual([]);
        expect(ARTICLES.some((en) => en.paragraphs.includes(text) || en.title === text)).toBe(false);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLE_INDEX } from '@store/shared/blog-index';
import { ARTICLES } from './articles.ts';

describe('the articles', () => {
  it('are the ones the sitemap lists, with the same dates', () => {
    expect(ARTICLES.map((a) => ({ id: a.id, date: a.date }))).toEqual(BLOG_ARTICLE_INDEX.map((a) => ({ ...a })));
  });
});

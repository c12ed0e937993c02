import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLES } from './articles.ts';
import { BlogsPage } from './blogs-page.tsx';

afterEach(cleanup);

describe('BlogsPage', () => {
  it('shows six articles, each with a heading, a picture with alt text and several paragraphs', () => {
    render(<BlogsPage />);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(6);
    for (const article of articles) {
      expect(within(article).getByRole('heading', { level: 2 })).toBeTruthy();
      expect(within(article).getByRole('img').getAttribute('alt')).not.toBe('');
      expect(article.querySelectorAll('p').length).toBeGreaterThanOrEqual(4);
    }
    expect(document.title).toBe('Blogs | Bicycle Manufacturer');
  });

  it('lists the articles at the top with links to each one', () => {
    render(<BlogsPage />);
    const contents = screen.getByRole('navigation', { name: 'Articles on this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(ARTICLES.map((article) => `#${article.id}`));
    expect(new Set(ARTICLES.map((article) => article.id)).size).toBe(6);
  });
});

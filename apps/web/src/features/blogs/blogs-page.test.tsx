import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { ARTICLES } from './articles.ts';
import { BlogsPage } from './blogs-page.tsx';
import { useArticles } from './article-body.tsx';

// The articles are a chunk of their own per language: here before the page renders.
beforeAll(() => Promise.all([useArticles.load('en'), useArticles.load('bn')]));
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

  it('shows each article’s author, date and reading time', () => {
    render(<BlogsPage />);
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByText(/Kamrul Islam/).textContent).toMatch(/Kamrul Islam · .*2026 · 4 min read/);
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-02');
  });

  it('reads in Bangla on a Bangla page: the articles, their dates, the head', () => {
    renderWithProviders(<BlogsPage />, { at: '/blogs', locale: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'ব্লগ' })).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'এই পেজের লেখাগুলো' });
    expect(within(contents).getAllByRole('link')).toHaveLength(6);
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(
      within(first).getByRole('heading', { level: 2, name: 'চেইনের যত্ন: সপ্তাহে দশ মিনিট, বেঁচে যাবে পুরো ড্রাইভট্রেন' }),
    ).toBeTruthy();
    expect(within(first).getByText(/কামরুল ইসলাম/).textContent).toBe('কামরুল ইসলাম · ২ মার্চ, ২০২৬ · পড়তে ৪ মিনিট');
    expect(document.title).toBe('ব্লগ | Bicycle Manufacturer');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^আমাদের মেকানিকদের/);
    expect(screen.queryByText(/Chain care/)).toBeNull();
  });
});

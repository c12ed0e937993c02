import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { ArticlePage } from './article-page.tsx';
import { useArticles } from './article-body.tsx';

beforeAll(() => Promise.all([useArticles.load('en'), useArticles.load('bn')]));
afterEach(cleanup);

const jsonLd = (type: string) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === type);

const renderArticle = (id: string, locale: 'en' | 'bn' = 'en') =>
  renderWithProviders(<ArticlePage />, { at: `/blogs/${id}`, path: '/blogs/:id', locale });

describe('ArticlePage', () => {
  it('shows one article with its BlogPosting in English', () => {
    renderArticle('wheel-truing');
    expect(screen.getByRole('heading', { level: 1, name: 'Wheel truing: a quarter turn at a time' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Blogs/ }).getAttribute('href')).toBe('/blogs');
    const origin = window.location.origin;
    expect(jsonLd('BlogPosting')).toMatchObject({
      headline: 'Wheel truing: a quarter turn at a time',
      inLanguage: 'en',
      mainEntityOfPage: `${origin}/blogs/wheel-truing`,
      author: { name: 'Mahmud Hasan' },
    });
  });

  it('shows the Bangla article on a Bangla page, with Bangla structured data at the Bangla address', () => {
    renderArticle('wheel-truing', 'bn');
    expect(screen.getByRole('heading', { level: 1, name: 'চাকা সোজা করা: একবারে সিকি প্যাঁচ' })).toBeTruthy();
    expect(screen.getByText(/মাহমুদ হাসান/).textContent).toBe('মাহমুদ হাসান · ৩০ নভেম্বর, ২০২৫ · পড়তে ৫ মিনিট');
    expect(document.title).toBe('চাকা সোজা করা: একবারে সিকি প্যাঁচ | Bicycle Manufacturer');
    const origin = window.location.origin;
    expect(jsonLd('BlogPosting')).toMatchObject({
      headline: 'চাকা সোজা করা: একবারে সিকি প্যাঁচ',
      inLanguage: 'bn',
      mainEntityOfPage: `${origin}/bn/blogs/wheel-truing`,
      author: { name: 'মাহমুদ হাসান' },
      publisher: { name: 'Bicycle Manufacturer' },
    });
    const crumbs = jsonLd('BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((i) => [i.name, i.item])).toEqual([
      ['হোম', `${origin}/bn`],
      ['ব্লগ', `${origin}/bn/blogs`],
      ['চাকা সোজা করা: একবারে সিকি প্যাঁচ', `${origin}/bn/blogs/wheel-truing`],
    ]);
  });

  it('answers an unknown article with the 404 page', () => {
    renderArticle('no-such-article', 'bn');
    expect(screen.getByRole('heading', { level: 1, name: 'পেজটি পাওয়া যায়নি' })).toBeTruthy();
  });
});

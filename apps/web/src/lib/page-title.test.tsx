import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { usePageHead } from './page-title.ts';

function Page({ title, description, canonicalPath }: { title: string; description?: string; canonicalPath?: string }) {
  usePageHead({ title, ...(description ? { description } : {}), ...(canonicalPath ? { canonicalPath } : {}) });
  return null;
}

const head = (selector: string, attribute: string) => document.head.querySelector(selector)?.getAttribute(attribute);

afterEach(cleanup);

describe('usePageHead', () => {
  it('writes the page’s title, the site description in its language, and the addresses of both languages', () => {
    renderWithProviders(<Page title="ব্লগ" canonicalPath="/blogs" />, { locale: 'bn' });
    const origin = window.location.origin;
    expect(document.title).toBe('ব্লগ | Bicycle Manufacturer');
    expect(head('meta[name="description"]', 'content')).toMatch(/^Bicycle Manufacturer: বাংলাদেশে তৈরি/);
    expect(head('link[rel="canonical"]', 'href')).toBe(`${origin}/bn/blogs`);
    expect(head('meta[property="og:url"]', 'content')).toBe(`${origin}/bn/blogs`);
    expect(head('link[rel="alternate"][hreflang="bn"]', 'href')).toBe(`${origin}/bn/blogs`);
    expect(head('link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${origin}/blogs`);
    expect(head('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(`${origin}/blogs`);
  });

  it('keeps English pages at their own addresses, and drops the alternates of a page without one', () => {
    const { unmount } = renderWithProviders(
      <Page title="Blogs" description="Workshop notes." canonicalPath="/blogs" />,
    );
    const origin = window.location.origin;
    expect(head('link[rel="canonical"]', 'href')).toBe(`${origin}/blogs`);
    expect(head('meta[name="description"]', 'content')).toBe('Workshop notes.');
    unmount();
    renderWithProviders(<Page title="Page not found" />);
    expect(head('link[rel="canonical"]', 'href')).toBeUndefined();
    expect(head('link[rel="alternate"][hreflang="en"]', 'href')).toBeUndefined();
    expect(head('meta[name="description"]', 'content')).toBe(
      'Bicycle Manufacturer: bicycle parts made in Bangladesh, sold in bulk to shops and workshops.',
    );
  });
});

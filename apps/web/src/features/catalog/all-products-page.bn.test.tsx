// /bn/allproducts: the catalogue in Bangla, with Bengali digits in prices, counts and pages.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUES } from '@store/shared/i18n/catalogues';
import { answer, stubApi } from '../../testing/api-stub.ts';
import { aProduct } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { NavbarSearch } from '../../components/layout/navbar-search.tsx';
import { ProductCard } from '../../components/ui/product-card.tsx';
import { AllProductsPage } from './all-products-page.tsx';

/** This area's English texts without placeholders: none of them may be left on a Bangla page. */
const ENGLISH = [CATALOGUES.en.catalog, CATALOGUES.en.categories].flatMap((catalogue) =>
  Object.values(catalogue).flatMap((group) =>
    Object.values(group as Record<string, string>).filter((text) => !text.includes('{') && text.length > 3),
  ),
);

/** The texts on screen, outside data (translate="no"), that are one of this area's English texts. */
function englishLeft(root: HTMLElement): string[] {
  const left: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('[translate="no"]')) continue;
    const text = node.textContent?.trim() ?? '';
    if (ENGLISH.includes(text)) left.push(text);
  }
  return left;
}

const catalog = Array.from({ length: 30 }, (_, i) =>
  aProduct({
    _id: `p-${i + 1}`,
    name: `Part ${i + 1}`,
    img: '/x.svg',
    price: 1250 + i,
    minQuantity: 10,
    maxQuantity: 1450,
  }),
);

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  stubApi({
    'GET /api/auth/get-session': null,
    'GET /api/products': ({ query }) => {
      if (query.get('limit') === '6') return catalog.slice(0, 2);
      const limit = Number(query.get('limit'));
      const page = Number(query.get('page'));
      return answer('GET /api/products', {
        items: catalog.slice((page - 1) * limit, page * limit),
        total: catalog.length,
        facets: { category: [{ _id: 'c-brakes', name: 'Brakes', count: 12 }] },
      });
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AllProductsPage in Bangla', () => {
  it('shows the heading, the count, the filters, the sort and the pages in Bangla, prices in Bengali digits', async () => {
    const { container } = renderWithProviders(
      <Routes>
        <Route path="/allproducts" element={<AllProductsPage />} />
      </Routes>,
      { at: '/allproducts', locale: 'bn' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'সব পণ্য' })).toBeTruthy();
    expect(await screen.findByText('৩০টি পণ্য')).toBeTruthy();
    expect(document.title).toBe('সব পণ্য | Bicycle Manufacturer');

    // The card: the price in taka with Bengali digits; the product's name is data, not translated.
    const first = screen.getByRole('heading', { level: 2, name: 'Part 1' });
    expect(first.getAttribute('translate')).toBe('no');
    const card = first.closest('article') as HTMLElement;
    expect(within(card).getByText('৳১,২৫০')).toBeTruthy();
    expect(within(card).getByText('১০')).toBeTruthy();
    expect(within(card).getByText('১,৪৫০')).toBeTruthy();

    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'সাজান' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['নতুনগুলো আগে', 'দাম: কম থেকে বেশি', 'দাম: বেশি থেকে কম', 'নাম: A থেকে Z', 'সবচেয়ে বেশি মিল আগে']);
    const categories = screen.getByRole('group', { name: 'ক্যাটাগরি' });
    expect(within(categories).getByRole('radio', { name: 'সব ক্যাটাগরি' })).toBeTruthy();
    expect(within(categories).getByRole('radio', { name: 'Brakes ১২' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'শুধু স্টকে থাকা পণ্য' })).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'পেজ' });
    expect(within(pages).getByText('পেজ ১, মোট ৩টি')).toBeTruthy();
    expect(within(pages).getByRole('link', { name: '২' })).toBeTruthy();
    expect(within(pages).getByRole('link', { name: 'পরের পেজ' })).toBeTruthy();

    expect(englishLeft(container)).toEqual([]);
  });

  it('counts a search’s results in Bangla', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/allproducts" element={<AllProductsPage />} />
      </Routes>,
      { at: '/allproducts?q=chain', locale: 'bn' },
    );
    expect(await screen.findByText('“chain” খুঁজে ৩০টি পণ্য পাওয়া গেছে')).toBeTruthy();
  });
});

describe('NavbarSearch in Bangla', () => {
  it('labels the box and offers all results in Bangla', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavbarSearch />, { locale: 'bn' });
    const box = screen.getByRole('combobox', { name: 'যন্ত্রাংশ খুঁজুন' });
    expect(box.getAttribute('placeholder')).toBe('যন্ত্রাংশ খুঁজুন…');
    await user.type(box, 'pa');
    const list = await screen.findByRole('listbox', { name: 'মিলে যাওয়া পণ্য' });
    expect(await within(list).findByRole('option', { name: '“pa”-এর সব ফলাফল দেখুন' })).toBeTruthy();
    // The "see all" option shows at once; the matching products when their answer is here.
    expect((await within(list).findByRole('option', { name: 'Part 1' })).getAttribute('translate')).toBe('no');
  });
});

describe('ProductCard in Bangla', () => {
  it('tells a screen reader the rating in Bangla, with one decimal in Bengali digits', () => {
    renderWithProviders(<ProductCard product={aProduct({ rating: { average: 4.3, count: 12 } })} />, { locale: 'bn' });
    expect(screen.getByText('৫-এর মধ্যে ৪.৩ রেটিং, ১২টি রিভিউ থেকে')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^বিস্তারিত / })).toBeTruthy();
  });

  it('says "from" in Bangla on the card of a product with options', async () => {
    renderWithProviders(
      <ProductCard product={aProduct({ price: 1250, options: [{ name: 'Size', values: ['32T', '34T'] }] })} />,
      { locale: 'bn' },
    );
    expect((await screen.findByRole('article')).textContent).toContain('৳১,২৫০ থেকে');
  });
});

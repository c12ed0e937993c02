// Sales in the catalogue on the web: the card, the product page (its price, the chosen variant's and the price
// table) and the order page's product part show the price before the sale struck through, read as "Was ৳450",
// and the day the sale ends in Dhaka, in English and Bangla; axe finds nothing. The JSON-LD offer is the sale
// price, valid until the sale's Dhaka day.
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import type { Locale } from '@store/shared/i18n/locales';
import { productPublicPath } from '@store/shared/product-slug';
import type { Product } from '@store/shared/schemas';
import { ProductCard } from '../../components/ui/product-card.tsx';
import { stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductDetails } from '../catalog/index.ts';
import { productStructuredData } from './product-json-ld.ts';
import { ProductPage } from './product-page.tsx';

vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** 18:00 UTC on 10 April is still 11 April in Dhaka only from midnight: this one is 10 April in Dhaka. */
const ENDS = '2027-04-10T10:00:00.000Z';
const ON_SALE = { price: 360, compareAtPrice: 450, saleEndsAt: ENDS };
const A11Y = { rules: { 'color-contrast': { enabled: false } } };

const card: Product = {
  _id: 'p-1',
  name: 'Steel Chain',
  img: '/images/products/chain.svg',
  des: 'A chain.',
  minQuantity: 1,
  maxQuantity: 40,
  ...ON_SALE,
};

const expected: Record<Locale, { was: string; ends: string; price: string }> = {
  en: { was: 'Was ৳450', ends: 'Sale ends 10 April', price: '৳360' },
  bn: { was: 'আগে ছিল ৳৪৫০', ends: 'সেল শেষ হবে ১০ এপ্রিল', price: '৳৩৬০' },
};

describe.each(['en', 'bn'] as const)('a sale in %s', (locale) => {
  const want = expected[locale];
  const { SALE_TEXT } = textsIn(locale, 'sales-ui');

  it('shows the card price after the sale, the price before struck through, and the end', async () => {
    const { container } = renderWithProviders(<ProductCard product={card} />, { locale });
    const was = screen.getByText(want.was);
    expect(was.closest('s')).toBeTruthy();
    expect(SALE_TEXT.was({ price: locale === 'en' ? '৳450' : '৳৪৫০' })).toBe(want.was);
    expect(screen.getByText(want.price)).toBeTruthy();
    expect(screen.getByText(want.ends)).toBeTruthy();
    expect((await axe.run(container, A11Y)).violations).toEqual([]);
  });

  it('shows nothing of a sale on a card off sale', () => {
    const { compareAtPrice: _was, saleEndsAt: _ends, ...offSale } = card;
    renderWithProviders(<ProductCard product={{ ...offSale, price: 450 }} />, { locale });
    expect(screen.queryByText(want.was)).toBeNull();
    expect(screen.queryByText(want.ends)).toBeNull();
  });

  it("shows the sale on the order page's product part", async () => {
    const { container } = renderWithProviders(<ProductDetails product={aProductDetail({ ...card })} />, {
      locale,
    });
    expect(screen.getByText(want.was).closest('s')).toBeTruthy();
    expect(screen.getByText(want.ends)).toBeTruthy();
    expect((await axe.run(container, A11Y)).violations).toEqual([]);
  });

  it("shows the chosen variant's sale and the price table after the sale, each price before struck through", async () => {
    const product = aProductDetail({
      _id: 'p-2',
      name: 'Cassette',
      price: 360,
      compareAtPrice: 450,
      saleEndsAt: ENDS,
      options: [{ name: 'Range', values: ['11-32T', '11-34T'] }],
      variants: [
        {
          _id: 'v-1',
          options: ['11-32T'],
          title: '11-32T',
          sku: null,
          price: 360,
          compareAtPrice: 450,
          saleEndsAt: ENDS,
          minQuantity: 1,
          maxQuantity: 50,
          img: null,
          priceTiers: [
            { from: 1, to: 9, price: 360, compareAtPrice: 450 },
            { from: 10, to: null, price: 320, compareAtPrice: 400 },
          ],
        },
        {
          _id: 'v-2',
          options: ['11-34T'],
          title: '11-34T',
          sku: null,
          price: 500,
          minQuantity: 1,
          maxQuantity: 5,
          img: null,
        },
      ],
    });
    stubApi({
      'GET /api/products/:id': product,
      'GET /api/products/:id/reviews': {
        summary: { average: 0, count: 0, distribution: [] },
        items: [],
        page: 1,
        limit: 5,
        total: 0,
        others: 0,
      },
      'GET /api/products/:id/reviews/mine': { review: null, mayReview: true },
    });
    const { container } = renderWithProviders(<ProductPage />, {
      at: `${productPublicPath(product)}?variant=v-1`,
      path: '/products/:id/:slug',
      locale,
    });
    await screen.findByRole('heading', { level: 1, name: 'Cassette' });
    expect(screen.getByText(want.ends)).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement)
        .getByText(want.was)
        .closest('s'),
    ).toBeTruthy();
    expect((await axe.run(container, A11Y)).violations).toEqual([]);
  });
});

describe('the JSON-LD of a product on sale', () => {
  it('offers the sale price, valid until the Dhaka day the sale ends', () => {
    const late = '2027-04-10T19:00:00.000Z'; // 11 April, 01:00 in Dhaka
    const data = productStructuredData(aProductDetail({ ...card, saleEndsAt: late }), 'https://shop.example');
    expect(data.offers).toMatchObject({ price: '360.00', priceValidUntil: '2027-04-11', priceCurrency: 'BDT' });
  });

  it('gives no end to a price off sale', () => {
    const { compareAtPrice: _was, saleEndsAt: _ends, ...offSale } = card;
    const data = productStructuredData(aProductDetail({ ...offSale, price: 450 }), 'https://shop.example');
    expect(data.offers).not.toHaveProperty('priceValidUntil');
  });
});

// /bn/products/{id}/{slug}: a product's page in Bangla, with its data (name, description,
// specification, reviews) left as written, and the review form's rules in Bangla.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUES } from '@store/shared/i18n/catalogues';
import { productPublicPath } from '@store/shared/product-slug';
import { ErrorBodySchema } from '@store/shared/schemas';
import { apiError, StubAnswer, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductPage } from './product-page.tsx';
import { ReviewModerationPage } from './review-moderation-page.tsx';

vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** This area's English texts without placeholders: none of them may be left on a Bangla page. */
const ENGLISH = [CATALOGUES.en['product-page'], CATALOGUES.en.catalog].flatMap((catalogue) =>
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

const product = aProductDetail({
  _id: 'p-1',
  name: 'Forged Alloy Chainring 44T',
  des: 'A 44-tooth chainring.',
  price: 1250,
  minQuantity: 10,
  maxQuantity: 1450,
  sku: 'CR-44',
  specs: [{ key: 'Material', value: 'Aluminium 7075' }],
  images: ['/images/a.svg', '/images/b.svg'],
});

const aReview = {
  _id: 'r-1',
  productId: 'p-1',
  rating: 4,
  title: 'Stiff and light',
  text: 'Shifts cleanly.',
  userName: 'Rahim',
  verified: true,
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
};

describe('ProductPage in Bangla', () => {
  it('shows the page, the gallery, the specification and the reviews in Bangla, the data as written', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/products/:id': product,
      'GET /api/products/:id/reviews': {
        summary: {
          average: 4,
          count: 12,
          distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? 12 : 0 })),
        },
        items: [aReview],
        page: 1,
        limit: 5,
        total: 12,
        others: 0,
      },
      'GET /api/products/:id/reviews/mine': { review: null, mayReview: true },
    });
    const { container } = renderWithProviders(<ProductPage />, {
      at: productPublicPath(product),
      path: '/products/:id/:slug',
      locale: 'bn',
    });

    const name = await screen.findByRole('heading', { level: 1, name: 'Forged Alloy Chainring 44T' });
    expect(name.getAttribute('translate')).toBe('no');
    expect(screen.getByText('A 44-tooth chainring.').getAttribute('translate')).toBe('no');
    expect(screen.getByText('৳১,২৫০')).toBeTruthy();
    expect(screen.getByText('১,৪৫০')).toBeTruthy();
    expect(screen.getByText('স্টকে আছে')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forged Alloy Chainring 44T অর্ডার করুন' }).textContent).toBe('অর্ডার করুন');
    const trail = screen.getByRole('navigation', { name: 'পেজের পথ' });
    expect(within(trail).getByRole('link', { name: 'সব পণ্য' })).toBeTruthy();

    // The gallery's position, in Bengali digits.
    expect(screen.getByRole('button', { name: '২ নম্বর ছবি দেখুন' })).toBeTruthy();
    expect(screen.getByText('২টি ছবির মধ্যে ১ নম্বর')).toBeTruthy();

    // The specification: our SKU label, the admin's rows as data.
    const specification = screen.getByRole('region', { name: 'স্পেসিফিকেশন' });
    const terms = within(specification).getAllByRole('term');
    expect(terms.map((t) => [t.textContent, t.getAttribute('translate')])).toEqual([
      ['SKU', null],
      ['Material', 'no'],
    ]);
    expect(within(specification).getByText('Aluminium 7075').getAttribute('translate')).toBe('no');

    // The reviews: count, stars and date in Bangla; the review itself as written.
    expect(await screen.findByText('১২টি রিভিউ')).toBeTruthy();
    expect(screen.getByTestId('reviews-average').textContent).toBe('৪.০ ৫-এর মধ্যে ৪.০');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['৫ তারা০', '৪ তারা১২', '৩ তারা০', '২ তারা০', '১ তারা০']);
    const review = screen.getByRole('article', { name: 'Stiff and light' });
    expect(within(review).getByText('যাচাই করা ক্রেতা')).toBeTruthy();
    expect(within(review).getByText(/^২২ নভে.*২০২৬ তারিখে লেখা$/)).toBeTruthy();
    expect(within(review).getByText('Shifts cleanly.').getAttribute('translate')).toBe('no');

    // The form refuses a review without stars in Bangla, and sends nothing.
    await user.type(await screen.findByLabelText('শিরোনাম'), 'Great ring');
    await user.type(screen.getByLabelText('আপনার রিভিউ'), 'No chain drops.');
    await user.click(screen.getByRole('button', { name: 'রিভিউ পাঠান' }));
    expect(await screen.findByText('১ থেকে ৫ তারার মধ্যে রেটিং বেছে নিন')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    const stars = screen.getByRole('group', { name: 'আপনার রেটিং' });
    expect(within(stars).getByRole('radio', { name: '৫-এর মধ্যে ৪ তারা' })).toBeTruthy();

    expect(englishLeft(container)).toEqual([]);
  });

  it('says in Bangla that a product does not exist', async () => {
    stubApi({ 'GET /api/products/:id': apiError(404, 'NOT_FOUND', 'Product not found') });
    renderWithProviders(<ProductPage />, { at: '/products/nope/x', path: '/products/:id/:slug', locale: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'পণ্যটি পাওয়া যায়নি' })).toBeTruthy();
  });
});

describe('ReviewModerationPage in Bangla', () => {
  it('shows the reviews to moderate in Bangla and the server’s refusal of a hide without a reason', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/product-reviews': {
        items: [
          {
            ...aReview,
            productName: 'Forged Alloy Chainring 44T',
            userEmail: 'rahim@example.com',
            hiddenAt: null,
            hiddenReason: null,
          },
        ],
        page: 1,
        limit: 20,
        total: 1,
      },
      // The API's answer: English, with the rule's catalogue reference beside it.
      'POST /api/product-reviews/:id/hide': new StubAnswer(
        400,
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Request validation failed',
            fields: { reason: 'Give a reason' },
            fieldIds: { reason: '@i18n:product-page.PRODUCT_REVIEW_TEXT.reasonRequired' },
          },
        },
        {},
        ErrorBodySchema,
      ),
    });
    const { container } = renderWithProviders(<ReviewModerationPage />, { locale: 'bn' });
    expect(screen.getByRole('heading', { level: 2, name: 'পণ্যের রিভিউ' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Stiff and light' });
    expect(within(card).getByText('দেখানো হচ্ছে')).toBeTruthy();
    expect(within(card).getByText('rahim@example.com', { exact: false }).getAttribute('translate')).toBe('no');
    await user.click(within(card).getByRole('button', { name: '“Stiff and light” রিভিউটি লুকান' }));
    expect(await within(card).findByText('কারণ লিখুন')).toBeTruthy();
    expect(within(card).getByLabelText('কারণ').getAttribute('aria-invalid')).toBe('true');
    expect(englishLeft(container)).toEqual([]);
  });
});

// Who may review: an account that did not buy the product is told so instead of given a form (only
// buyers by default); the reviews of people who had not bought it are listed apart, under their own
// heading, and the summary counts only the buyers'.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { ProductReview } from '@store/shared/schemas';
import { stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductReviews } from './components/product-reviews.tsx';

const { PRODUCT_REVIEW_TEXT } = englishTexts('product-page');

vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const review = (overrides: Partial<ProductReview>): ProductReview => ({
  _id: 'r-1',
  productId: 'p-1',
  rating: 2,
  title: 'Wore out',
  text: 'Teeth wore quickly.',
  userName: 'Rahim',
  verified: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});
const summary = {
  average: 2,
  count: 1,
  distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 2 ? 1 : 0 })),
};

describe('ProductReviews and buyers', () => {
  it('tells an account that has not bought the product that only buyers review, with no form', async () => {
    stubApi({
      'GET /api/products/:id/reviews': { summary, items: [review({})], page: 1, limit: 5, total: 1, others: 0 },
      'GET /api/products/:id/reviews/mine': { review: null, mayReview: false },
    });
    renderWithProviders(<ProductReviews productId="p-1" />);
    expect(await screen.findByText(PRODUCT_REVIEW_TEXT.buyersOnlyNotice)).toBeTruthy();
    expect(screen.queryByRole('button', { name: PRODUCT_REVIEW_TEXT.submit })).toBeNull();
    expect(screen.queryByRole('heading', { name: PRODUCT_REVIEW_TEXT.othersHeading })).toBeNull();
  });

  it('lists the non-buyers’ reviews apart, under their own heading, outside the summary', async () => {
    const api = stubApi({
      'GET /api/products/:id/reviews': ({ query }) =>
        query.get('others') === 'true'
          ? {
              summary,
              items: [review({ _id: 'r-9', rating: 5, title: 'Have not bought it yet', verified: false })],
              page: 1,
              limit: 5,
              total: 1,
              others: 1,
            }
          : { summary, items: [review({})], page: 1, limit: 5, total: 1, others: 1 },
      'GET /api/products/:id/reviews/mine': {
        review: { ...review({ _id: 'r-9', verified: false }), hidden: false, counted: false },
        mayReview: true,
      },
    });
    renderWithProviders(<ProductReviews productId="p-1" />);
    const others = (await screen.findByRole('heading', { name: PRODUCT_REVIEW_TEXT.othersHeading })).closest('section');
    expect(others).not.toBeNull();
    expect(await within(others as HTMLElement).findByText('Have not bought it yet')).toBeTruthy();
    expect(within(others as HTMLElement).getByText(PRODUCT_REVIEW_TEXT.othersNote)).toBeTruthy();
    expect(screen.getByText(PRODUCT_REVIEW_TEXT.count({ n: 1 }))).toBeTruthy();
    expect(await screen.findByText(PRODUCT_REVIEW_TEXT.notABuyerNotice)).toBeTruthy();
    expect(api.calls.some((c) => c.query.get('others') === 'true')).toBe(true);
  });
});

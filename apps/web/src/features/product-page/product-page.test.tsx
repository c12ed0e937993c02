import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { ProductReview } from '@store/shared/schemas';
import { stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductGallery } from './components/product-gallery.tsx';
import { ProductReviews } from './components/product-reviews.tsx';
import { SpecificationTable } from './components/specification-table.tsx';

const { PRODUCT_PAGE_TEXT, PRODUCT_REVIEW_TEXT } = englishTexts('product-page');

vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const review = (overrides: Partial<ProductReview>): ProductReview => ({
  _id: 'r-1',
  productId: 'p-1',
  rating: 5,
  title: 'Stiff and light',
  text: 'Shifts cleanly.',
  userName: 'Rahim',
  verified: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

describe('ProductGallery', () => {
  const images = ['/images/products/a.svg', '/images/products/b.svg', '/images/products/c.svg'];

  it('moves through the pictures with the arrow keys, Home and End, and the thumbnails', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductGallery images={images} name="Chainring" />);
    const picture = screen.getByRole('img', { name: 'Chainring (Picture 1 of 3)' });
    expect(picture.getAttribute('src')).toBe(images[0]);
    screen.getByRole('figure').focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Chainring (Picture 2 of 3)' }).getAttribute('src')).toBe(images[1]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Chainring (Picture 3 of 3)' })).toBeTruthy();
    await user.keyboard('{Home}');
    expect(screen.getByRole('img', { name: 'Chainring (Picture 1 of 3)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: PRODUCT_PAGE_TEXT.showPicture({ n: 2 }) }));
    expect(
      screen.getByRole('button', { name: PRODUCT_PAGE_TEXT.showPicture({ n: 2 }) }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(screen.getByRole('button', { name: PRODUCT_PAGE_TEXT.nextPicture }));
    expect(screen.getByText('Picture 3 of 3')).toBeTruthy();
  });

  it('shows a single picture without controls', () => {
    renderWithProviders(<ProductGallery images={[images[0] ?? '']} name="Chainring" />);
    expect(screen.getByRole('img', { name: 'Chainring' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('SpecificationTable', () => {
  it('shows the SKU and each row as a term and its value, markup as text', () => {
    renderWithProviders(
      <SpecificationTable
        sku="CR-44"
        specs={[
          { key: 'Material', value: 'Aluminium 7075' },
          { key: 'Finish', value: '<b>black</b>' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['SKU', 'Material', 'Finish']);
    expect(values).toEqual(['CR-44', 'Aluminium 7075', '<b>black</b>']);
  });
});

describe('ProductReviews', () => {
  const summary = {
    average: 4.5,
    count: 2,
    distribution: [
      { stars: 5, count: 1 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ],
  };

  it('shows the average, count and stars, the reviews with Verified buyer, and saves a review from the star input', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/products/:id/reviews': {
        summary,
        items: [review({}), review({ _id: 'r-2', rating: 4, title: 'Fine', userName: 'Sumi', verified: false })],
        page: 1,
        limit: 5,
        total: 2,
        others: 0,
      },
      'GET /api/products/:id/reviews/mine': { review: null, mayReview: true },
      'PUT /api/products/:id/reviews/mine': ({ body }) => ({
        review: { ...review({ _id: 'r-3', ...(body as object) }), hidden: false, counted: true },
        mayReview: true,
      }),
    });
    renderWithProviders(<ProductReviews productId="p-1" />);
    expect(await screen.findByText(PRODUCT_REVIEW_TEXT.count({ n: 2 }))).toBeTruthy();
    expect(screen.getByTestId('reviews-average').textContent).toContain('4.5');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['5 stars1', '4 stars1', '3 stars0', '2 stars0', '1 star0']);
    const list = screen.getAllByRole('article');
    expect(within(list[0] as HTMLElement).getByText(PRODUCT_REVIEW_TEXT.verifiedBuyer)).toBeTruthy();
    expect(within(list[1] as HTMLElement).queryByText(PRODUCT_REVIEW_TEXT.verifiedBuyer)).toBeNull();

    // Without stars the form says what is missing and sends nothing.
    await user.type(await screen.findByLabelText(PRODUCT_REVIEW_TEXT.title), 'Great ring');
    await user.type(screen.getByLabelText(PRODUCT_REVIEW_TEXT.text), 'No chain drops.');
    await user.click(screen.getByRole('button', { name: PRODUCT_REVIEW_TEXT.submit }));
    expect(await screen.findByText(PRODUCT_REVIEW_TEXT.ratingRequired)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    const stars = screen.getByRole('group', { name: PRODUCT_REVIEW_TEXT.rating });
    await user.click(within(stars).getByRole('radio', { name: PRODUCT_REVIEW_TEXT.starsLabel({ stars: 4 }) }));
    expect(within(stars).getByRole('radio', { name: PRODUCT_REVIEW_TEXT.starsLabel({ stars: 4 }) })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(screen.getByRole('button', { name: PRODUCT_REVIEW_TEXT.submit }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        rating: 4,
        title: 'Great ring',
        text: 'No chain drops.',
      }),
    );
    expect(await screen.findByText(PRODUCT_REVIEW_TEXT.saved)).toBeTruthy();
  });

  it('shows that there are no reviews yet', async () => {
    stubApi({
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
    renderWithProviders(<ProductReviews productId="p-1" />);
    expect(await screen.findByText(PRODUCT_REVIEW_TEXT.noReviews)).toBeTruthy();
  });
});

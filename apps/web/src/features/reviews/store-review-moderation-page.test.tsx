// The owner's Store Reviews page: hide with a reason, show again, delete after a confirmation.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { ModeratedStoreReview } from '@store/shared/schemas';
import { stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { StoreReviewModerationPage } from './store-review-moderation-page.tsx';

const { STORE_REVIEW_TEXT } = englishTexts('orders');
const { MODERATION_TEXT } = englishTexts('catalog');

vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const spam: ModeratedStoreReview = {
  _id: 'r-1',
  userName: 'Spam Bot',
  userEmail: 'spam@example.com',
  des: 'spam test',
  number: 1,
  createdAt: '2026-11-20T08:00:00.000Z',
  hiddenAt: null,
  hiddenReason: null,
};

describe('StoreReviewModerationPage', () => {
  it('hides a review with a reason and deletes one after a confirmation', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/store-reviews': { items: [spam], page: 1, limit: 20, total: 1 },
      'POST /api/store-reviews/:id/hide': ({ body }) => ({
        ...spam,
        hiddenAt: '2026-11-21T08:00:00.000Z',
        hiddenReason: (body as { reason: string }).reason,
      }),
      'DELETE /api/store-reviews/:id': { deletedCount: 1 },
    });
    renderWithProviders(<StoreReviewModerationPage />);
    const card = await screen.findByRole('article', { name: 'Spam Bot' });
    expect(within(card).getByText('spam@example.com')).toBeTruthy();

    await user.type(within(card).getByLabelText(MODERATION_TEXT.reason), 'Spam');
    await user.click(within(card).getByRole('button', { name: STORE_REVIEW_TEXT.hideReview({ name: 'Spam Bot' }) }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/store-reviews/r-1/hide',
        body: { reason: 'Spam' },
      }),
    );
    expect(await within(card).findByText(MODERATION_TEXT.reviewHidden)).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: STORE_REVIEW_TEXT.deleteReview({ name: 'Spam Bot' }) }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    const confirm = within(card).getByRole('alertdialog', { name: STORE_REVIEW_TEXT.deleteConfirm });
    await user.click(within(confirm).getByRole('button', { name: STORE_REVIEW_TEXT.delete }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/store-reviews/r-1'));
    expect(await screen.findByText(STORE_REVIEW_TEXT.reviewDeleted)).toBeTruthy();
  });
});

import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AddReviewPage } from './add-review-page.tsx';

const swal = vi.hoisted(() => ({ fire: vi.fn() }));
vi.mock('sweetalert2', () => ({ default: swal }));
vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

const { REVIEW_TEXT } = englishTexts('orders');
const { SPEC_APP_TEXT } = englishTexts('spec-app');
const { SUCCESS_TEXT } = englishTexts('feedback');

let api: ApiStub;
const posted = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/review').map((c) => c.body);

beforeEach(() => {
  api = stubApi({ 'POST /api/review': { acknowledged: true, insertedId: 'r-1' } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  swal.fire.mockReset();
});

const renderPage = () => renderWithProviders(<AddReviewPage />);

describe('Add A Review', () => {
  it("shows the account's name and email in disabled fields", () => {
    renderPage();
    const name = screen.getByLabelText<HTMLInputElement>(REVIEW_TEXT.labelName);
    const email = screen.getByLabelText<HTMLInputElement>(REVIEW_TEXT.labelEmail);
    expect([name.value, name.disabled]).toEqual(['Karim Rahman', true]);
    expect([email.value, email.disabled]).toEqual(['karim@example.com', true]);
  });

  it('requires a rating from 1 to 5 and sends nothing otherwise', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.sentReview }));
    expect(await screen.findByText(REVIEW_TEXT.ratingRequired)).toBeTruthy();
    await user.type(screen.getByLabelText(REVIEW_TEXT.labelRating), '6');
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.sentReview }));
    expect(await screen.findByText(REVIEW_TEXT.rating({ min: 1, max: 5 }))).toBeTruthy();
    expect(posted()).toEqual([]);
  });

  it('sends the review, thanks at the top for 1500 ms with no button, and resets the form', async () => {
    const user = userEvent.setup();
    renderPage();
    const rating = screen.getByLabelText<HTMLInputElement>(REVIEW_TEXT.labelRating);
    const message = screen.getByLabelText<HTMLTextAreaElement>(REVIEW_TEXT.labelMessage);
    await user.type(rating, '4');
    await user.type(message, 'Solid <b>rims</b>.');
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.sentReview }));
    await waitFor(() => expect(swal.fire).toHaveBeenCalled());
    expect(posted()).toEqual([
      { number: 4, des: 'Solid <b>rims</b>.', userName: 'Karim Rahman', userEmail: 'karim@example.com' },
    ]);
    expect(swal.fire).toHaveBeenCalledWith(
      expect.objectContaining({
        title: SUCCESS_TEXT.reviewThanks,
        position: 'top',
        timer: 1500,
        showConfirmButton: false,
      }),
    );
    expect(rating.value).toBe('');
    expect(message.value).toBe('');
  });
});

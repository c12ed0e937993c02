// Add A Review in Bangla (/bn/dashboard/addreview): the rules' messages (ReviewInputSchema's catalogue
// references, the orders area's REVIEW_TEXT) shown in Bangla, and the thanks in Bangla.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AddReviewPage } from './add-review-page.tsx';

const swal = vi.hoisted(() => ({ fire: vi.fn() }));
vi.mock('sweetalert2', () => ({ default: swal }));
vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

// NOTE: the form's own texts belong to the orders area, which writes their Bangla: read from its
// Bangla catalogue here rather than copied.
const { REVIEW_TEXT } = textsIn('bn', 'orders');

let api: ApiStub;

beforeEach(() => {
  api = stubApi({ 'POST /api/review': { acknowledged: true, insertedId: 'r-1' } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  swal.fire.mockReset();
});

const renderPage = () => renderWithProviders(<AddReviewPage />, { locale: 'bn' });
const sendButton = () => screen.getByRole('button');

describe('Add A Review in Bangla', () => {
  it("shows the rating rule's messages in the page's language, and sends nothing", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(sendButton());
    const required = await screen.findByText(REVIEW_TEXT.ratingRequired);
    expect(required.textContent).not.toContain('@i18n:');
    await user.type(screen.getByLabelText(REVIEW_TEXT.labelRating), '6');
    await user.click(sendButton());
    expect(await screen.findByText(REVIEW_TEXT.rating({ min: 1, max: 5 }))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('thanks the reviewer in Bangla', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(REVIEW_TEXT.labelRating), '5');
    await user.click(sendButton());
    await waitFor(() => expect(swal.fire).toHaveBeenCalled());
    expect(swal.fire).toHaveBeenCalledWith(expect.objectContaining({ title: 'রিভিউ দেওয়ার জন্য ধন্যবাদ' }));
  });

  it("keeps the account's name and email as they are", () => {
    renderPage();
    const name = screen.getByDisplayValue('Karim Rahman');
    expect(name.getAttribute('translate')).toBe('no');
    expect(screen.getByDisplayValue('karim@example.com').getAttribute('translate')).toBe('no');
  });
});

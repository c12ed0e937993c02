// The shared building blocks in Bangla: a load error, the spinner, a text field's error given as a
// shared schema's message reference, and a rating line's figures in Bengali digits.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messageRef } from '@store/shared/i18n/catalogue';
import { useTexts } from '../../lib/i18n.tsx';
import { renderWithProviders } from '../../testing/render.tsx';
import { LoadError } from './load-error.tsx';
import { Spinner } from './spinner.tsx';
import { RatingLine } from './star-rating.tsx';
import { TextField } from './fields.tsx';

afterEach(cleanup);

/** A form of the feedback area: it reads its area's texts, as a form does before showing its rules. */
function EmailField({ error }: { error: string }) {
  useTexts('feedback');
  return <TextField label="ইমেইল" error={error} />;
}

describe('shared building blocks in Bangla', () => {
  it('says a load failed, and offers to try again, in Bangla', () => {
    renderWithProviders(<LoadError onRetry={() => undefined} />, { locale: 'bn' });
    expect(screen.getByRole('alert').textContent).toContain('লোড করা গেল না। আবার চেষ্টা করুন।');
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeTruthy();
  });

  it('names the spinner in Bangla', () => {
    renderWithProviders(<Spinner />, { locale: 'bn' });
    expect(screen.getByRole('status').textContent).toBe('লোড হচ্ছে');
  });

  it("shows a text field's message reference in Bangla, with its values in Bengali digits", () => {
    renderWithProviders(<EmailField error={messageRef('feedback', 'VALIDATION', 'emailRequired')} />, { locale: 'bn' });
    expect(screen.getByText('ইমেইল দিতে হবে')).toBeTruthy();
    cleanup();
    renderWithProviders(
      <EmailField error={messageRef('feedback', 'MESSAGES', 'quantityAboveStock', { n: 5000, max: 1200 })} />,
      {
        locale: 'bn',
      },
    );
    expect(screen.getByText('আমাদের কাছে ৫,০০০ পিস নেই, আছে মাত্র ১,২০০ পিস')).toBeTruthy();
    expect(screen.getByLabelText('ইমেইল').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the English texts of the spec in English', () => {
    renderWithProviders(
      <EmailField error={messageRef('feedback', 'MESSAGES', 'quantityAboveStock', { n: 5000, max: 1200 })} />,
    );
    expect(screen.getByText('We Have No 5000 Piece . We Have Only 1200')).toBeTruthy();
  });

  it("writes a rating line's average and count in Bengali digits", () => {
    renderWithProviders(<RatingLine average={4.5} count={1250} label="x" />, { locale: 'bn' });
    expect(screen.getByText('৪.৫ (১,২৫০)')).toBeTruthy();
  });
});

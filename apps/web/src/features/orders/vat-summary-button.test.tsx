// The order desk's VAT summary download: the desk's days when set, else this month so far; in English and
// Bangla, checked by axe.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import { type ApiStub, apiError, fileAnswer, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { VatSummaryButton, vatSummaryPeriod } from './components/vat-summary-button.tsx';

const { VAT_SUMMARY_TEXT: V } = englishTexts('vat');
const { ORDER_DESK_UI_TEXT } = englishTexts('order-desk-ui');

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    'GET /api/admin/vat-summary.csv': fileAnswer('GET /api/admin/vat-summary.csv', 'Section,VAT rate', 'text/csv'),
  });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.error.mockReset();
  localStorage.clear();
});

describe('VAT summary (CSV)', () => {
  it('asks for the desk days and saves the file named after them', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:vat'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderWithProviders(<VatSummaryButton from="2026-07-01" to="2026-07-31" />);
    await user.click(screen.getByRole('button', { name: V.button }));
    await waitFor(() => expect(saved).toEqual(['vat-summary-2026-07-01-2026-07-31.csv']));
    expect(api.calls.find((c) => c.path === '/api/admin/vat-summary.csv')?.url).toBe(
      '/api/admin/vat-summary.csv?from=2026-07-01&to=2026-07-31',
    );
    click.mockRestore();
  });

  it('takes this month so far in Dhaka when the desk has no days', () => {
    // 18:30 UTC on 31 July is already 1 August in Dhaka.
    expect(vatSummaryPeriod(undefined, undefined, new Date('2026-07-31T18:30:00.000Z'))).toEqual({
      from: '2026-08-01',
      to: '2026-08-01',
    });
    expect(vatSummaryPeriod('2026-07-05', undefined, new Date('2026-07-20T06:00:00.000Z'))).toEqual({
      from: '2026-07-05',
      to: '2026-07-20',
    });
  });

  it('says so when the download fails', async () => {
    api.on('GET /api/admin/vat-summary.csv', apiError(500, 'INTERNAL', 'Something went wrong.'));
    const user = userEvent.setup();
    renderWithProviders(<VatSummaryButton />);
    await user.click(screen.getByRole('button', { name: V.button }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ORDER_DESK_UI_TEXT.exportFailed));
  });

  it.each(['en', 'bn'] as const)('is named in %s and passes axe', async (locale) => {
    const { container } = renderWithProviders(<VatSummaryButton />, { locale });
    expect(screen.getByRole('button', { name: textsIn(locale, 'vat').VAT_SUMMARY_TEXT.button })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

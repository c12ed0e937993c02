// The product form's VAT rate: the stored one shown, a change sent with PATCH (orders keep the rate they were
// placed with), the standard rate left out of a new product's body; in English and Bangla, checked by axe.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductForm } from './components/product-form.tsx';

const { PRODUCT_TEXT } = englishTexts('products');

const fire = vi.hoisted(() => vi.fn());
vi.mock('sweetalert2', () => ({ default: { fire } }));

const rim = aProductDetail({
  _id: 'p-2',
  name: 'Rim',
  img: '/api/images/r',
  des: 'Double-wall.',
  price: 2600,
  minQuantity: 1,
  maxQuantity: 20,
  weightGrams: 480,
  vatRate: '15',
});

let api: ApiStub;
const writes = () => api.calls.filter((c) => c.method !== 'GET');
beforeEach(() => {
  api = stubApi({ 'PATCH /api/products/:id': { ...rim, vatRate: '5' }, 'GET /api/categories': [] });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fire.mockReset();
  localStorage.clear();
});

describe('the VAT rate in the product form', () => {
  it('shows the stored rate and sends a changed one with PATCH', async () => {
    const { VAT_FORM_TEXT: V, VAT_RATE } = englishTexts('vat');
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={rim} onSaved={() => undefined} />);
    const rate = screen.getByLabelText<HTMLSelectElement>(V.rateLabel);
    expect(rate.value).toBe('15');
    expect([...rate.options].map((o) => o.textContent)).toEqual([
      VAT_RATE['15'],
      VAT_RATE['5'],
      VAT_RATE['0'],
      VAT_RATE.exempt,
    ]);
    await user.selectOptions(rate, VAT_RATE['5']);
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    await waitFor(() => expect(writes().length).toBeGreaterThan(0));
    expect(writes()[0]?.body).toMatchObject({ vatRate: '5' });
  });

  it.each(['en', 'bn'] as const)('names the rates in %s and passes axe', async (locale) => {
    const { VAT_FORM_TEXT: V, VAT_RATE } = textsIn(locale, 'vat');
    const { container } = renderWithProviders(<ProductForm product={rim} onSaved={() => undefined} />, { locale });
    const rate = screen.getByLabelText<HTMLSelectElement>(V.rateLabel);
    expect(rate.selectedOptions[0]?.textContent).toBe(VAT_RATE['15']);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

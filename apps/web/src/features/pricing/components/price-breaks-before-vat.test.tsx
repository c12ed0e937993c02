// The quantity prices when the store types prices before VAT (PRICES_INCLUDE_VAT=false, decision 236): each break
// shown before VAT with what buyers pay under it, sent with the product's rate added; a break left as shown keeps
// its stored price. In English and Bangla, checked by axe.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTakaIn } from '@store/shared/i18n/format';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import { type ApiStub, stubApi } from '../../../testing/api-stub.ts';
import { aProductDetail } from '../../../testing/factories.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PriceBreaksEditor } from './price-breaks-editor.tsx';

const { BREAKS_FORM_TEXT: T } = englishTexts('pricing');
const { VAT_FORM_TEXT: V } = englishTexts('vat');

// Buyers pay ৳1,150 from 10 pieces and ৳1,000 from 50; the helmet is at the reduced 5 %.
const helmet = aProductDetail({ _id: 'p-1', name: 'Helmet', price: 1260, minQuantity: 1, vatRate: '5' });
const product = {
  ...helmet,
  variants: helmet.variants.map((v) => ({
    ...v,
    priceTiers: [
      { from: 1, to: 9, price: 1260 },
      { from: 10, to: 49, price: 1155 },
      { from: 50, to: null, price: 1000 },
    ],
  })),
};

let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    'GET /api/store/config': {
      currency: 'BDT',
      shippingFee: 120,
      freeShippingFrom: 10000,
      unpaidOrderTtlHours: 48,
      maxOpenUnpaidOrders: 5,
      maxCartLines: 50,
      timeZone: 'Asia/Dhaka',
      requireVerifiedEmail: false,
      pricesIncludeVat: false,
    },
    'PUT /api/products/:id/variants/:variantId/price-breaks': product,
  });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('quantity prices typed before VAT', () => {
  it('shows each break before VAT and sends what buyers pay with the rate added', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PriceBreaksEditor product={product} />);
    // The rows are filled in again once the setting arrives.
    await waitFor(() => expect(screen.getAllByLabelText(V.priceBeforeVat)).toHaveLength(2));
    const form = screen.getByRole('form', { name: T.heading });
    const prices = within(form).getAllByLabelText<HTMLInputElement>(V.priceBeforeVat);
    // ৳1,155 is ৳1,100 and 5 %; ৳1,000 is ৳952.38 and 5 %.
    expect(prices.map((p) => p.value)).toEqual(['1100', '952.38']);
    expect(within(form).getByText(V.buyersPay({ price: formatTakaIn('en', 1155), rate: '5%' }))).toBeTruthy();
    await user.clear(prices[0] as HTMLElement);
    await user.type(prices[0] as HTMLElement, '1080');
    expect(within(form).getByText(V.buyersPay({ price: formatTakaIn('en', 1134), rate: '5%' }))).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect(await within(form).findByText(T.saved)).toBeTruthy();
    const put = api.calls.find((c) => c.method === 'PUT');
    // The first typed anew (৳1,080 + 5 %), the second left as shown keeps its ৳1,000.
    expect(put?.body).toEqual({
      breaks: [
        { from: 10, price: 1134 },
        { from: 50, price: 1000 },
      ],
    });
  });

  it.each(['en', 'bn'] as const)('labels the prices before VAT in %s and passes axe', async (locale) => {
    const texts = textsIn(locale, 'vat');
    const { container } = renderWithProviders(<PriceBreaksEditor product={product} />, { locale });
    await waitFor(() => expect(screen.getAllByLabelText(texts.VAT_FORM_TEXT.priceBeforeVat)).toHaveLength(2));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

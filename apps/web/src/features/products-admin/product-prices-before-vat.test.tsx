// The product form when the store types prices before VAT (PRICES_INCLUDE_VAT=false, decision 236): the price and
// the variants' prices are shown before VAT, with what buyers pay under them, and sent as what buyers pay with the
// chosen rate; a price left as shown keeps the stored one. In English and Bangla, checked by axe.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTakaIn } from '@store/shared/i18n/format';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductForm } from './components/product-form.tsx';

const { PRODUCT_TEXT } = englishTexts('products');
const { VAT_FORM_TEXT: V, VAT_RATE } = englishTexts('vat');

const fire = vi.hoisted(() => vi.fn());
vi.mock('sweetalert2', () => ({ default: { fire } }));

const CONFIG = {
  currency: 'BDT',
  shippingFee: 120,
  freeShippingFrom: 10000,
  unpaidOrderTtlHours: 48,
  maxOpenUnpaidOrders: 5,
  maxCartLines: 50,
  timeZone: 'Asia/Dhaka',
  requireVerifiedEmail: false,
  pricesIncludeVat: false,
} as const;

// Buyers pay ৳1,150: ৳1,000 before 15 % VAT.
const rim = aProductDetail({ _id: 'p-2', name: 'Rim', price: 1150, minQuantity: 1, maxQuantity: 20, vatRate: '15' });
const cassette = aProductDetail({
  _id: 'p-3',
  name: 'Cassette',
  price: 1000,
  vatRate: '15',
  options: [{ name: 'Range', values: ['11-32T', '11-34T'] }],
  variants: [
    {
      _id: 'v-1',
      options: ['11-32T'],
      title: '11-32T',
      sku: null,
      price: 1000,
      minQuantity: 1,
      maxQuantity: 5,
      img: null,
    },
    {
      _id: 'v-2',
      options: ['11-34T'],
      title: '11-34T',
      sku: null,
      price: 1150,
      minQuantity: 1,
      maxQuantity: 5,
      img: null,
    },
  ],
});

let api: ApiStub;
const writes = () => api.calls.filter((c) => c.method !== 'GET');
beforeEach(() => {
  api = stubApi({
    'GET /api/store/config': CONFIG,
    'PATCH /api/products/:id': rim,
    'PUT /api/products/:id/variants': cassette,
    'GET /api/categories': [],
  });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fire.mockReset();
  localStorage.clear();
});

const buyersPay = (taka: number, rate = '15%') => V.buyersPay({ price: formatTakaIn('en', taka), rate });

describe('prices typed before VAT in the product form', () => {
  it('shows the price before VAT and what buyers pay, and sends what buyers pay at the chosen rate', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={rim} onSaved={() => undefined} />);
    const price = await screen.findByLabelText<HTMLInputElement>(V.priceBeforeVat);
    expect(price.value).toBe('1000');
    expect(screen.getByText(buyersPay(1150))).toBeTruthy();
    expect(screen.getByText(V.rateHintBeforeVat)).toBeTruthy();
    await user.clear(price);
    await user.type(price, '2000');
    expect(screen.getByText(buyersPay(2300))).toBeTruthy();
    // A change of rate keeps the price typed and changes what buyers pay.
    await user.selectOptions(screen.getByLabelText(V.rateLabel), VAT_RATE['5']);
    expect(price.value).toBe('2000');
    expect(screen.getByText(buyersPay(2100, '5%'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    await waitFor(() => expect(writes().length).toBeGreaterThan(0));
    expect(writes()[0]?.body).toMatchObject({ price: 2100, vatRate: '5' });
  });

  it('keeps a stored price no price before VAT gives when it is left as shown', async () => {
    const user = userEvent.setup();
    // ৳1,000 with 15 % is ৳869.57 before VAT, which would give ৳1,000.01 back.
    renderWithProviders(<ProductForm product={{ ...rim, price: 1000 }} onSaved={() => undefined} />);
    expect((await screen.findByLabelText<HTMLInputElement>(V.priceBeforeVat)).value).toBe('869.57');
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    await waitFor(() => expect(writes().length).toBeGreaterThan(0));
    expect(writes()[0]?.body).toMatchObject({ price: 1000 });
  });

  it("shows the variants' prices before VAT and sends them with VAT", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={cassette} onSaved={() => undefined} />);
    const second = await screen.findByLabelText<HTMLInputElement>(V.priceBeforeVatOf({ variant: '11-34T' }));
    expect(second.value).toBe('1000');
    await user.clear(second);
    await user.type(second, '1200');
    expect(screen.getByText(buyersPay(1380))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    await waitFor(() => expect(writes().some((c) => c.path.endsWith('/variants'))).toBe(true));
    const body = writes().find((c) => c.path.endsWith('/variants'))?.body as { variants: { price: number }[] };
    expect(body.variants.map((v) => v.price)).toEqual([1000, 1380]);
  });

  it.each(['en', 'bn'] as const)('labels the price before VAT in %s and passes axe', async (locale) => {
    const texts = textsIn(locale, 'vat');
    const { container } = renderWithProviders(<ProductForm product={rim} onSaved={() => undefined} />, { locale });
    expect((await screen.findByLabelText<HTMLInputElement>(texts.VAT_FORM_TEXT.priceBeforeVat)).value).toBe('1000');
    expect(
      screen.getByText(
        texts.VAT_FORM_TEXT.buyersPay({ price: formatTakaIn(locale, 1150), rate: texts.VAT_RATE_SHORT['15'] }),
      ),
    ).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

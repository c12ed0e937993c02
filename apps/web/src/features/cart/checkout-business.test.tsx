// Checkout's folded "Business invoice (BIN)" part: closed at first, its details sent with the order when
// given (left out when empty), a BIN without a business name refused on its field before sending; in
// English and Bangla, checked by axe.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aSavedAddress } from '../../testing/address-factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { CheckoutForm } from './components/checkout-form.tsx';

let api: ApiStub;
beforeEach(() => {
  localStorage.setItem('accessToken', 'token-1');
  api = stubApi({
    'GET /api/addresses': [aSavedAddress({ id: 'a-dhaka', isDefault: true })],
    'POST /api/checkout': { acknowledged: true, insertedId: 'o-9', total: 2500 },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderForm = (locale: 'en' | 'bn' = 'en') =>
  renderWithProviders(<CheckoutForm hours={24} addressId="a-dhaka" onAddressChange={() => undefined} deliverable />, {
    locale,
  });

describe.each(['en', 'bn'] as const)('Business invoice at checkout (%s)', (locale) => {
  const { VAT_FORM_TEXT: V, VAT_TEXT } = textsIn(locale, 'vat');
  const { CART_TEXT } = textsIn(locale, 'cart');

  it('sends the business details given with the order', async () => {
    const user = userEvent.setup();
    renderForm(locale);
    await user.click(screen.getByText(V.checkoutToggle));
    await user.type(screen.getByLabelText(V.businessName), 'Rahim Traders');
    await user.type(screen.getByLabelText(V.bin), '0001234560101');
    await user.click(screen.getByRole('button', { name: CART_TEXT.placeOrder }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      orderId: '',
      addressId: 'a-dhaka',
      business: { businessName: 'Rahim Traders', bin: '0001234560101', businessAddress: '' },
    });
  });

  it('refuses a BIN without its business name, opened on the field, and sends nothing; passes axe', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(locale);
    const details = screen.getByText(V.checkoutToggle).closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(screen.getByText(V.checkoutToggle));
    await user.type(screen.getByLabelText(V.bin), '12345');
    await user.click(screen.getByRole('button', { name: CART_TEXT.placeOrder }));
    expect(await screen.findByText(VAT_TEXT.binInvalid)).toBeTruthy();
    expect(screen.getByText(VAT_TEXT.businessNameRequired)).toBeTruthy();
    expect(details.open).toBe(true);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

// Guest checkout on /cart: a visitor checks out with a code sent to their phone. The code signs in to the
// number's account, the account takes the name typed, this browser's cart joins the account's, and the
// delivery form opens with the name and number filled in. Sign in to checkout stays.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import type { Cart } from '@store/shared/schemas';
import { readLocalCart, setLocalCartLine, writeLocalCart } from '../../lib/cart.ts';
import { queryClient } from '../../lib/query-client.ts';
import { type ApiStub, authError, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail, aToken } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { CartPage } from './cart-page.tsx';

const PHONE_EMAIL = '8801711000000@phone.invalid';

const CONFIG = {
  currency: 'BDT',
  shippingFee: 120,
  freeShippingFrom: 10000,
  unpaidOrderTtlHours: 48,
  maxOpenUnpaidOrders: 5,
  maxCartLines: 50,
  timeZone: 'Asia/Dhaka',
  requireVerifiedEmail: false,
} as const;
const PADS = aProductDetail({ _id: 'p-7', name: 'Brake Pads', minQuantity: 1, maxQuantity: 30, price: 300 });

let api: ApiStub;
let accountCart: Cart;

beforeEach(() => {
  accountCart = { lines: [], subtotal: 0, shipping: 0, total: 0, currency: 'BDT', weightGrams: 0, delivery: null };
  api = stubApi({
    'GET /api/auth/get-session': null,
    'GET /api/store/config': CONFIG,
    'GET /api/products/:id': PADS,
    'PUT /api/user/:email': ({ params }) => ({ token: aToken(params.email ?? '') }),
    'POST /api/auth/phone-number/send-otp': {},
    'POST /api/auth/phone-number/verify': {},
    'POST /api/auth/update-user': {},
    'GET /api/cart': () => accountCart,
    'PUT /api/cart/lines/:productId': ({ body }) => {
      const { quantity } = body as { quantity: number };
      accountCart = {
        ...accountCart,
        lines: [
          {
            productId: 'p-7',
            variantId: 'p-7',
            variantTitle: '',
            sku: null,
            productname: 'Brake Pads',
            img: PADS.img,
            unitPrice: 300,
            quantity,
            lineTotal: 300 * quantity,
            minQuantity: 1,
            stock: 30,
            problem: null,
            currentPrice: null,
          },
        ],
        subtotal: 300 * quantity,
        shipping: 120,
        total: 300 * quantity + 120,
      };
      return accountCart;
    },
    'GET /api/addresses': [],
  });
  setLocalCartLine('p-7', 3);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  writeLocalCart([]);
});

const renderCart = (locale: 'en' | 'bn' = 'en') =>
  renderWithProviders(<CartPage />, { at: locale === 'bn' ? '/bn/cart' : '/cart', queryClient, locale });

describe.each(['en', 'bn'] as const)('Guest checkout with a phone (%s)', (locale) => {
  const { PHONE_UI_TEXT } = textsIn(locale, 'phone-ui');
  const { CART_TEXT } = textsIn(locale, 'cart');
  const { ACCOUNT_TEXT } = textsIn(locale, 'accounts');
  const { ADDRESS_FORM_TEXT } = textsIn(locale, 'addresses');

  it('keeps Sign in to checkout, and checks out with a code: named account, merged cart, delivery form filled in', async () => {
    renderCart(locale);
    expect(await screen.findByRole('link', { name: CART_TEXT.signInToCheckout })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.guestCheckout }));
    const guest = screen.getByRole('region', { name: PHONE_UI_TEXT.guestCheckout });
    await userEvent.type(within(guest).getByLabelText(ACCOUNT_TEXT.nameLabel), 'Rahim Uddin');
    await userEvent.type(within(guest).getByLabelText(PHONE_UI_TEXT.phoneLabel), '01711-000000');
    await userEvent.click(within(guest).getByRole('button', { name: PHONE_UI_TEXT.sendCode }));
    await userEvent.type(await screen.findByLabelText(PHONE_UI_TEXT.codeLabel), '123456');
    api.on('GET /api/auth/get-session', {
      user: { id: 'p1', name: 'Rahim Uddin', email: PHONE_EMAIL },
    });
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.continueToDelivery }));

    expect(await screen.findByText(PHONE_UI_TEXT.guestVerified)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/auth/update-user')?.body).toEqual({ name: 'Rahim Uddin' });
    expect(localStorage.getItem('accessToken')).toBe(aToken(PHONE_EMAIL));
    // This browser's lines are now the account's.
    expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/api/cart/lines/p-7')?.body).toMatchObject({
      quantity: 3,
    });
    expect(readLocalCart()).toEqual([]);
    expect(await screen.findByLabelText(ADDRESS_FORM_TEXT.recipientNameLabel)).toHaveProperty('value', 'Rahim Uddin');
    expect(screen.getByLabelText(ADDRESS_FORM_TEXT.phoneLabel)).toHaveProperty('value', '01711-000000');
    expect(screen.getByRole('button', { name: CART_TEXT.placeOrder })).toBeTruthy();
  });

  it("shows the server's refusal of a wrong code and stays a visitor", async () => {
    api.on('POST /api/auth/phone-number/verify', authError(400, 'Invalid OTP', 'INVALID_OTP'));
    renderCart(locale);
    await userEvent.click(await screen.findByRole('button', { name: PHONE_UI_TEXT.guestCheckout }));
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.nameLabel), 'Rahim Uddin');
    await userEvent.type(screen.getByLabelText(PHONE_UI_TEXT.phoneLabel), '01711000000');
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.sendCode }));
    await userEvent.type(await screen.findByLabelText(PHONE_UI_TEXT.codeLabel), '000000');
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.continueToDelivery }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      locale === 'en' ? 'Invalid OTP' : PHONE_UI_TEXT.verifyFailed,
    );
    expect(api.calls.some((c) => c.path === '/api/auth/update-user')).toBe(false);
    expect(readLocalCart()).toHaveLength(1);
  });
});

describe('Guest checkout in English', () => {
  it('is not offered while a line of the browser cart cannot be bought', async () => {
    api.on(
      'GET /api/products/:id',
      aProductDetail({ _id: 'p-7', name: 'Brake Pads', minQuantity: 5, maxQuantity: 30 }),
    );
    renderCart();
    const { CART_TEXT } = englishTexts('cart');
    expect(await screen.findByRole('link', { name: CART_TEXT.signInToCheckout })).toBeTruthy();
    expect(screen.queryByRole('button', { name: englishTexts('phone-ui').PHONE_UI_TEXT.guestCheckout })).toBeNull();
  });
});

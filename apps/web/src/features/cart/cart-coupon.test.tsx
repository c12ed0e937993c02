// The cart's coupon and discounts: applying a code (each discount its own line, the total the server's), a code
// refused with its reason under the field, a kept coupon that does not apply now with its reason, removing it, and
// checkout sending the total seen and showing a 409 (a promotion ended) before reloading the cart; in English and
// Bangla, checked by axe.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { type Cart, type CartLine, type DiscountLine, ErrorBodySchema } from '@store/shared/schemas';
import { type ApiStub, StubAnswer, stubApi } from '../../testing/api-stub.ts';
import { aSavedAddress } from '../../testing/address-factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { CartPage } from './cart-page.tsx';

vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

const CONFIG = {
  currency: 'BDT' as const,
  shippingFee: 120,
  freeShippingFrom: 10000,
  unpaidOrderTtlHours: 48,
  maxOpenUnpaidOrders: 5,
  maxCartLines: 50,
  timeZone: 'Asia/Dhaka',
};

const LINE: CartLine = {
  productId: 'p-1',
  variantId: 'p-1',
  variantTitle: '',
  sku: null,
  productname: 'Disc Brake Rotor',
  img: '/images/products/rotor.svg',
  unitPrice: 1250,
  quantity: 2,
  lineTotal: 2500,
  minQuantity: 1,
  stock: 10,
  problem: null,
  currentPrice: null,
};

const EID: DiscountLine = { promotionId: 'pr-1', name: 'Eid sale', code: 'EID10', kind: 'order_percent', amount: 250 };
const FREE_DELIVERY: DiscountLine = {
  promotionId: 'pr-2',
  name: 'Free delivery weekend',
  code: null,
  kind: 'free_shipping',
  amount: 120,
};

/** The cart as the server prices it: subtotal ৳2,500 and shipping ৳120, less its discounts. */
const aCart = (discounts: DiscountLine[], coupon: Cart['coupon'] = null): Cart => {
  const discount = discounts.reduce((sum, d) => sum + d.amount, 0);
  return {
    lines: [LINE],
    subtotal: 2500,
    shipping: 120,
    total: 2620 - discount,
    currency: 'BDT',
    weightGrams: 0,
    delivery: null,
    discounts,
    discount,
    coupon,
  };
};

let api: ApiStub;
let cart: Cart;
beforeEach(() => {
  localStorage.setItem('accessToken', 'token-1');
  cart = aCart([]);
  api = stubApi({
    'GET /api/store/config': CONFIG,
    'GET /api/cart': () => cart,
    'GET /api/addresses': [aSavedAddress({ id: 'a-dhaka', isDefault: true })],
    'PUT /api/cart/coupon': () => {
      cart = aCart([EID], { code: 'EID10', applied: true, reason: null, minSubtotal: null });
      return cart;
    },
    'DELETE /api/cart/coupon': () => {
      cart = aCart([]);
      return cart;
    },
    'POST /api/checkout': { acknowledged: true, insertedId: 'o-9', total: 2370 },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A message with values (the promotions area's catalogue is typed loosely: its texts read as strings). */
const withValues = (text: unknown, values: Record<string, string | number>): string =>
  (text as (v: Record<string, string | number>) => string)(values);

/** A value of the charges list by its term. */
const charge = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe.each(['en', 'bn'] as const)('The cart coupon (%s)', (locale) => {
  const { CART_PROMOTION_TEXT: T } = textsIn(locale, 'promotions-ui');
  const { PROMOTION_REASONS, PROMOTION_ERRORS } = textsIn(locale, 'promotions');
  const { CART_TEXT } = textsIn(locale, 'cart');
  const taka = (amount: string) =>
    locale === 'en' ? amount : amount.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);
  const renderCart = () => renderWithProviders(<CartPage />, { at: '/cart', locale });

  it('applies a code: its discount is its own line and the total is the server’s', async () => {
    const user = userEvent.setup();
    const { container } = renderCart();
    await user.type(await screen.findByLabelText(T.couponLabel), 'eid10');
    await user.click(screen.getByRole('button', { name: T.apply }));
    expect(await screen.findByText(T.coupon({ code: 'EID10' }))).toBeTruthy();
    expect(screen.getByText(T.applied)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ code: 'eid10' });
    const line = screen.getByText(T.discount({ name: 'Eid sale' }), { exact: false, selector: 'dt' });
    expect(within(line).getByText('EID10').getAttribute('translate')).toBe('no');
    expect(line.nextElementSibling?.textContent).toBe(taka('−৳250'));
    // Between the subtotal and the shipping.
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms.indexOf(line.textContent)).toBe(terms.indexOf(CART_TEXT.subtotal) + 1);
    expect(charge(CART_TEXT.total)).toBe(taka('৳2,370'));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });

  it('shows a refused code’s reason under the field and keeps nothing', async () => {
    const user = userEvent.setup();
    api.on(
      'PUT /api/cart/coupon',
      new StubAnswer(
        400,
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid input.',
            fields: { code: 'This code has expired.' },
            fieldIds: { code: '@i18n:promotions.PROMOTION_REASONS.expired' },
          },
        },
        {},
        ErrorBodySchema,
      ),
    );
    renderCart();
    const field = await screen.findByLabelText(T.couponLabel);
    await user.type(field, 'OLD5');
    await user.click(screen.getByRole('button', { name: T.apply }));
    const message = await screen.findByText(PROMOTION_REASONS.expired);
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByText(T.applied)).toBeNull();
  });

  it('says why a kept coupon does not apply now, lists the automatic discounts, and removes the coupon', async () => {
    const user = userEvent.setup();
    cart = aCart([FREE_DELIVERY], { code: 'EID10', applied: false, reason: 'minimum', minSubtotal: 3000 });
    const { container } = renderCart();
    expect(await screen.findByText(T.notApplied)).toBeTruthy();
    expect(screen.getByText(withValues(PROMOTION_REASONS.minimum, { min: 3000 })).getAttribute('role')).toBe('status');
    expect(screen.getByText(T.discount({ name: 'Free delivery weekend' })).nextElementSibling?.textContent).toBe(
      taka('−৳120'),
    );
    expect(charge(CART_TEXT.total)).toBe(taka('৳2,500'));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: T.removeCoupon({ code: 'EID10' }) }));
    expect(await screen.findByLabelText(T.couponLabel)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/cart/coupon')).toBe(true);
    expect(screen.queryByText(T.discount({ name: 'Free delivery weekend' }))).toBeNull();
  });

  it('sends the total seen at checkout; a promotion that ended is a clear message and the cart reloads', async () => {
    const user = userEvent.setup();
    cart = aCart([EID], { code: 'EID10', applied: true, reason: null, minSubtotal: null });
    api.on('POST /api/checkout', () => {
      // The promotion ran out meanwhile: the server's cart no longer has it.
      cart = aCart([], { code: 'EID10', applied: false, reason: 'used_up', minSubtotal: null });
      return new StubAnswer(
        409,
        {
          error: {
            code: 'PROMOTION_ENDED',
            message: withValues(textsIn('en', 'promotions').PROMOTION_ERRORS.promotionEnded, { name: 'Eid sale' }),
            messageId: '@i18n:promotions.PROMOTION_ERRORS.promotionEnded?name=Eid%20sale',
          },
        },
        {},
        ErrorBodySchema,
      );
    });
    renderCart();
    await user.click(await screen.findByRole('button', { name: CART_TEXT.checkout }));
    const form = await screen.findByRole('form', { name: CART_TEXT.checkout });
    const place = within(form).getByRole<HTMLButtonElement>('button', { name: CART_TEXT.placeOrder });
    await waitFor(() => expect(place.disabled).toBe(false));
    await user.click(place);
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain(withValues(PROMOTION_ERRORS.promotionEnded, { name: 'Eid sale' }));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      addressId: 'a-dhaka',
      expectedTotal: 2370,
    });
    // The cart reloaded: the discount is gone and the coupon says why.
    expect(await screen.findByText(PROMOTION_REASONS.used_up)).toBeTruthy();
    expect(screen.queryByText(T.discount({ name: 'Eid sale' }), { exact: false })).toBeNull();
    expect(charge(CART_TEXT.total)).toBe(taka('৳2,620'));
  });
});

// An order's promotions on its page, for the buyer and the admin: each discount its own line between the subtotal
// and the shipping, the total the server's; nothing without `discounts`; in English and Bangla, checked by axe.
import { cleanup, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import type { Order } from '@store/shared/schemas';
import { setAdmin } from '../../testing/admin-session.ts';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { OrderPage } from './order-page.tsx';

vi.mock('../../lib/auth.ts', () => import('../../testing/admin-session.ts'));

const discounted = (overrides: Partial<Order> = {}): Order =>
  anOrder({
    _id: 'o-7',
    subtotal: 3000,
    shipping: 120,
    total: 2580,
    price: 2580,
    discounts: [
      { promotionId: 'pr-1', name: 'Eid sale', code: 'EID10', kind: 'order_percent', amount: 300 },
      { promotionId: 'pr-2', name: 'Free delivery weekend', code: null, kind: 'free_shipping', amount: 120 },
    ],
    ...overrides,
  });

let api: ApiStub;
let order: Order;
beforeEach(() => {
  order = discounted();
  api = stubApi({ 'GET /api/orders/:id': () => order, 'GET /api/orders/:id/events': [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAdmin(false);
});

const bengali = (text: string) => text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);

describe.each(['en', 'bn'] as const)('An order with discounts (%s)', (locale) => {
  const { CART_PROMOTION_TEXT: T } = textsIn(locale, 'promotions-ui');
  const { CART_TEXT } = textsIn(locale, 'cart');
  const amount = (text: string) => (locale === 'en' ? text : bengali(text));
  const renderOrder = () =>
    renderWithProviders(<OrderPage />, { at: '/dashboard/orders/o-7', path: '/dashboard/orders/:id', locale });

  it.each([false, true])('shows each discount as its own line (admin: %s), and passes axe', async (isAdmin) => {
    setAdmin(isAdmin);
    const { container } = renderOrder();
    const eid = await screen.findByText(T.discount({ name: 'Eid sale' }), { exact: false, selector: 'dt' });
    expect(eid.nextElementSibling?.textContent).toBe(amount('−৳300'));
    expect(eid.textContent).toContain('EID10');
    const free = screen.getByText(T.discount({ name: 'Free delivery weekend' }), { selector: 'dt' });
    expect(free.nextElementSibling?.textContent).toBe(amount('−৳120'));
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms.indexOf(eid.textContent)).toBe(terms.indexOf(CART_TEXT.subtotal) + 1);
    expect(screen.getByText(CART_TEXT.total, { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      amount('৳2,580'),
    );
    if (isAdmin) return;
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });

  it('shows no discount line for an order without discounts', async () => {
    order = anOrder({ _id: 'o-7' });
    renderOrder();
    await screen.findByText(CART_TEXT.total, { selector: 'dt' });
    expect(screen.queryByText(T.discount({ name: 'Eid sale' }), { exact: false })).toBeNull();
    expect(api.calls.length).toBeGreaterThan(0);
  });
});

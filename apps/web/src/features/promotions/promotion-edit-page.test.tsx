// The promotion form: a new coupon sent with its Dhaka date-times as +06:00 instants, the fields each kind needs
// (percent, amount, products and categories, buy and get, zones), the schema's and the server's field messages by
// their fields, an existing promotion loaded and saved whole; in English and Bangla, checked by axe.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { ErrorBodySchema } from '@store/shared/schemas';
import { type ApiStub, StubAnswer, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { aPromotion } from '../../testing/promotion-factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { PromotionEditPage } from './promotion-edit-page.tsx';

let api: ApiStub;
beforeEach(() => {
  localStorage.setItem('accessToken', 'token-1');
  api = stubApi({
    'GET /api/shipping-zones': [
      {
        id: 'z-city',
        name: 'Dhaka city',
        position: 1,
        baseFee: 70,
        perKgFee: 20,
        freeFrom: null,
        cod: true,
        districtIds: ['dhaka'],
        areaIds: [],
      },
    ],
    'GET /api/customer-groups': [],
    'GET /api/categories': [{ _id: 'c-brakes', name: 'Brakes', productCount: 4 }],
    'GET /api/products': [aProductDetail({ _id: 'p-rotor', name: 'Disc Brake Rotor' })],
    'GET /api/products/:id': aProductDetail({ _id: 'p-rotor', name: 'Disc Brake Rotor' }),
    'POST /api/admin/promotions': ({ body }) => aPromotion({ ...(body as object), _id: 'pr-9' }),
    'PUT /api/admin/promotions/:id': ({ body }) => aPromotion(body as object),
    'GET /api/admin/promotions/:id': aPromotion(),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function ShowLocation() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderAt = (path: string, locale: 'en' | 'bn' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/promotions/:id" element={<PromotionEditPage />} />
      <Route path="*" element={<ShowLocation />} />
    </Routes>,
    { at: path, locale },
  );

const posted = () => api.calls.find((c) => c.method === 'POST' || c.method === 'PUT')?.body;

describe.each(['en', 'bn'] as const)('The promotion form (%s)', (locale) => {
  const { PROMOTION_FORM_TEXT: F, PROMOTION_KIND, PROMOTIONS_ADMIN_TEXT: T } = textsIn(locale, 'promotions-ui');
  const { PROMOTION_ERRORS } = textsIn(locale, 'promotions');

  it('sends a new Eid coupon with its Dhaka times as +06:00 and opens the list', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/promotions/new', locale);
    expect(await screen.findByRole('heading', { level: 2, name: T.newPromotion })).toBeTruthy();
    await user.type(screen.getByLabelText(F.name), 'Eid coupon');
    await user.type(screen.getByLabelText(F.percent), '10');
    const starts = screen.getByLabelText(F.startsAt);
    await user.clear(starts);
    await user.type(starts, '2026-03-01T10:00');
    await user.type(screen.getByLabelText(F.endsAt), '2026-03-10T23:59');
    await user.type(screen.getByLabelText(F.code), 'eid10');
    await user.type(screen.getByLabelText(F.minSubtotal), '2000');
    await user.click(screen.getByLabelText(F.firstOrderOnly));
    await user.selectOptions(screen.getByLabelText(F.paymentMethod), 'online');
    await user.type(screen.getByLabelText(F.maxUses), '100');
    await user.type(screen.getByLabelText(F.maxUsesPerCustomer), '1');
    await user.click(screen.getByRole('button', { name: F.save }));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard/promotions');
    expect(posted()).toEqual({
      name: 'Eid coupon',
      kind: 'order_percent',
      status: 'active',
      startsAt: '2026-03-01T10:00:00+06:00',
      endsAt: '2026-03-10T23:59:00+06:00',
      percent: 10,
      amount: null,
      targets: { productIds: [], variantIds: [], categoryIds: [] },
      buyQuantity: null,
      getQuantity: null,
      zoneIds: [],
      code: 'eid10',
      minSubtotal: 2000,
      firstOrderOnly: true,
      customerGroupId: null,
      paymentMethod: 'online',
      maxUses: 100,
      maxUsesPerCustomer: 1,
      combinable: true,
    });
  });

  it('shows the fields each kind needs: products and categories, buy and get, zones', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/promotions/new', locale);
    const kind = await screen.findByLabelText(F.kind);
    await user.selectOptions(kind, 'items_amount');
    expect(screen.getByLabelText(F.amountItem)).toBeTruthy();
    expect(screen.queryByLabelText(F.percent)).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: F.searchLabel }), 'rotor');
    await user.click(screen.getByRole('button', { name: F.search }));
    await user.click(await screen.findByRole('button', { name: F.addProduct({ name: 'Disc Brake Rotor' }) }));
    const chosen = within(await screen.findByRole('group', { name: 'Disc Brake Rotor' }));
    expect(chosen.getByRole<HTMLInputElement>('checkbox', { name: F.wholeProduct }).checked).toBe(true);
    await user.click(await screen.findByRole('checkbox', { name: 'Brakes' }));
    await user.selectOptions(kind, 'buy_get');
    expect(screen.getByLabelText(F.buyQuantity)).toBeTruthy();
    expect(screen.getByLabelText(F.getQuantity)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Brakes' })).toBeNull();
    await user.selectOptions(kind, 'free_shipping');
    expect(await screen.findByRole('checkbox', { name: 'Dhaka city' })).toBeTruthy();
    expect(screen.getByText(F.zonesHint)).toBeTruthy();
    expect(screen.getByRole('option', { name: PROMOTION_KIND.free_shipping })).toBeTruthy();
  });

  it("shows the schema's message and sends nothing; then the server's message by its field; passes axe", async () => {
    const user = userEvent.setup();
    api.on(
      'POST /api/admin/promotions',
      new StubAnswer(
        400,
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid input.',
            fields: { code: 'Another promotion already uses this code.' },
            fieldIds: { code: '@i18n:promotions.PROMOTION_ERRORS.codeTaken' },
          },
        },
        {},
        ErrorBodySchema,
      ),
    );
    const { container } = renderAt('/dashboard/promotions/new', locale);
    await user.click(await screen.findByRole('button', { name: F.save }));
    expect(await screen.findByText(PROMOTION_ERRORS.nameRequired)).toBeTruthy();
    expect(posted()).toBeUndefined();
    await user.type(screen.getByLabelText(F.name), 'Eid coupon');
    await user.type(screen.getByLabelText(F.percent), '10');
    await user.type(screen.getByLabelText(F.code), 'EID10');
    await user.click(screen.getByRole('button', { name: F.save }));
    const message = await screen.findByText(PROMOTION_ERRORS.codeTaken);
    expect(screen.getByLabelText(F.code).getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByRole('alert').textContent).toBe(F.fixFields);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });

  it('loads a promotion in Dhaka time and saves it whole with PUT', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/promotions/pr-1', locale);
    const name = await screen.findByLabelText<HTMLInputElement>(F.name);
    expect(name.value).toBe('Eid sale');
    expect(screen.getByLabelText<HTMLInputElement>(F.startsAt).value).toBe('2026-03-01T10:00');
    expect(screen.getByLabelText<HTMLInputElement>(F.endsAt).value).toBe('2026-03-10T23:59');
    expect(screen.getByLabelText<HTMLInputElement>(F.code).value).toBe('EID10');
    await user.clear(name);
    await user.type(name, 'Eid sale 2');
    await user.click(screen.getByRole('button', { name: F.save }));
    await waitFor(() => expect(posted()).toBeDefined());
    expect(api.calls.find((c) => c.method === 'PUT')?.path).toBe('/api/admin/promotions/pr-1');
    expect(posted()).toMatchObject({
      name: 'Eid sale 2',
      startsAt: '2026-03-01T10:00:00+06:00',
      endsAt: '2026-03-10T23:59:00+06:00',
      code: 'EID10',
      minSubtotal: 2000,
    });
  });
});

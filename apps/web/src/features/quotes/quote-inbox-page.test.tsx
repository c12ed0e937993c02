import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import type { QuoteVersionInput } from '@store/shared/schemas';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { aQuote, aVersion, QUOTE_ID } from './quote-fixtures.ts';
import { QuoteInboxPage } from './quote-inbox-page.tsx';

const { QUOTE_INBOX_TEXT: T, QUOTE_STATUS } = textsIn('en', 'quotes-ui');
const { QUOTE_ERROR } = textsIn('en', 'quotes');

let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    'GET /api/admin/quotes': [aQuote(), aQuote({ id: 'q-2', name: 'Rahim Uddin', status: 'closed' })],
    'GET /api/admin/quotes/:id': aQuote(),
    'POST /api/admin/quotes/:id/versions': (call) => {
      const sent = call.body as QuoteVersionInput;
      const line = sent.lines[0]!;
      const lineTotal = line.quantity * line.unitPrice;
      return aQuote({
        status: 'quoted',
        versions: [
          aVersion({
            lines: [
              {
                variantId: line.variantId,
                name: 'Steel Chain',
                quantity: line.quantity,
                unitPrice: line.unitPrice,
                lineTotal,
              },
            ],
            subtotal: lineTotal,
            shipping: sent.shipping,
            total: lineTotal + sent.shipping,
            validUntil: sent.validUntil,
          }),
        ],
      });
    },
    'PUT /api/admin/quotes/:id/status': aQuote({ status: 'closed' }),
  });
});
afterEach(() => cleanup());

const noViolations = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
};

describe('QuoteInboxPage', () => {
  it('lists the requests under the inbox tabs, filters by state and passes axe', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<QuoteInboxPage />, { at: '/dashboard/inbox/quotes' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: /Rahim Uddin/ })).toBeTruthy();
    expect(within(table).getByText(QUOTE_STATUS.closed)).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: T.tabsLabel });
    expect(within(tabs).getByRole('link', { name: T.tabQuotes }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: T.tabMessages }).getAttribute('href')).toBe('/dashboard/inbox');
    await noViolations(container);
    await user.click(screen.getByRole('button', { name: QUOTE_STATUS.requested }));
    await screen.findByRole('table');
    expect(api.calls.some((c) => c.path === '/api/admin/quotes' && c.query.get('status') === 'requested')).toBe(true);
  });

  it('quotes a request in taka and sends poisha, the end of the chosen day in Dhaka, and says it was sent', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<QuoteInboxPage />, { at: '/dashboard/inbox/quotes' });
    await user.click(await screen.findByRole('button', { name: T.openRequest({ name: 'Karim Rahman' }) }));
    const desk = await screen.findByRole('region', { name: 'Karim Rahman' });
    expect(within(desk).getByText('For our workshop in Sylhet.')).toBeTruthy();
    expect(within(desk).getByText('৳100')).toBeTruthy();
    await noViolations(container);
    const price = within(desk).getByRole('spinbutton', { name: T.unitPrice({ name: 'Steel Chain' }) });
    expect((price as HTMLInputElement).value).toBe('100');
    await user.clear(price);
    await user.type(price, '-1');
    await user.click(within(desk).getByRole('button', { name: T.send }));
    expect(within(desk).getByText(QUOTE_ERROR.unitPrice)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(price);
    await user.type(price, '92.50');
    const quantity = within(desk).getByRole('spinbutton', { name: T.quantity({ name: 'Steel Chain' }) });
    expect((quantity as HTMLInputElement).value).toBe('100');
    await user.type(within(desk).getByRole('spinbutton', { name: T.shipping }), '{selectall}150');
    const day = within(desk).getByLabelText(T.validUntil);
    await user.clear(day);
    await user.type(day, '2099-01-07');
    await user.type(within(desk).getByRole('textbox', { name: T.note }), 'Ready in ten days.');
    await user.click(within(desk).getByRole('button', { name: T.send }));

    expect(await within(desk).findByText(/^Quote sent: version 1, total ৳9,400, valid until Jan 7, 2099/)).toBeTruthy();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe(`/api/admin/quotes/${QUOTE_ID}/versions`);
    expect(within(desk).queryByText(T.noVersions)).toBeNull();
    expect(post?.body).toEqual({
      lines: [{ variantId: 'v-chain', quantity: 100, unitPrice: 9250 }],
      shipping: 15000,
      validUntil: '2099-01-07T23:59:59+06:00',
      note: 'Ready in ten days.',
    });
  });

  it('closes a request, and reads in Bangla', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<QuoteInboxPage />, { at: '/bn/dashboard/inbox/quotes', locale: 'bn' });
    await user.click(await screen.findByRole('button', { name: 'Karim Rahman-এর অনুরোধটি খুলুন' }));
    const desk = await screen.findByRole('region', { name: 'Karim Rahman' });
    expect(within(desk).getByRole('spinbutton', { name: 'Steel Chain-এর একক দাম (টাকা)' })).toBeTruthy();
    await noViolations(container);
    await user.click(within(desk).getByRole('button', { name: 'অনুরোধটি বন্ধ করুন' }));
    expect(await within(desk).findByText('অনুরোধটি বন্ধ হয়েছে।')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'closed' });
  });
});

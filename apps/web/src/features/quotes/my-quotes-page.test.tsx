import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { MyQuotesPage } from './my-quotes-page.tsx';
import { aQuote, aVersion, QUOTE_ID } from './quote-fixtures.ts';

const { QUOTE_STATUS, MY_QUOTES_TEXT } = textsIn('en', 'quotes-ui');

let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    'GET /api/quotes/mine': [
      aQuote({ status: 'quoted', versions: [aVersion()] }),
      aQuote({ id: 'q-2', lines: [...aQuote().lines, { ...aQuote().lines[0]!, variantId: 'v-2', name: 'Rotor' }] }),
    ],
  });
});
afterEach(() => cleanup());

const noViolations = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
};

describe('MyQuotesPage', () => {
  it('lists a buyer s requests with the latest total and validity, and passes axe', async () => {
    const { container } = renderWithProviders(<MyQuotesPage />, { at: '/dashboard/quotes' });
    const table = await screen.findByRole('table');
    expect(
      within(table).getByRole('rowheader', { name: MY_QUOTES_TEXT.lines({ first: 'Steel Chain', more: 1 }) }),
    ).toBeTruthy();
    expect(within(table).getByText('৳9,650')).toBeTruthy();
    expect(within(table).getByText(QUOTE_STATUS.quoted)).toBeTruthy();
    const links = within(table).getAllByRole('link', { name: /^Open the request of/ });
    expect(links[0]?.getAttribute('href')).toBe(`/quotes/${QUOTE_ID}?key=k-secret`);
    await noViolations(container);
  });

  it('says so when there is none, in Bangla, with a link to the request form', async () => {
    api.on('GET /api/quotes/mine', []);
    const { container } = renderWithProviders(<MyQuotesPage />, { at: '/bn/dashboard/quotes', locale: 'bn' });
    expect(await screen.findByText(/আপনি এখনো কোনো দাম জানতে চাননি।/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'দাম জানতে চান' }).getAttribute('href')).toBe('/quote');
    expect(screen.getByRole('heading', { name: 'আমার দামের অনুরোধ' })).toBeTruthy();
    await noViolations(container);
  });
});

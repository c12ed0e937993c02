import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productPublicPath } from '@store/shared/product-slug';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProduct } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { NavbarSearch } from './navbar-search.tsx';

const PARTS = [
  aProduct({ _id: 'p-1', name: 'Hydraulic Brake Lever Set' }),
  aProduct({ _id: 'p-2', name: 'Brake Pads' }),
];

let api: ApiStub;
beforeEach(() => {
  api = stubApi({ 'GET /api/products': ({ query }) => (query.get('q')?.startsWith('br') ? PARTS : []) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch() {
  return renderWithProviders(
    <>
      <NavbarSearch />
      <Routes>
        <Route path="*" element={<ShowLocation />} />
      </Routes>
    </>,
    { at: '/blogs' },
  );
}
const location = () => screen.getByTestId('location').textContent;
const box = () => screen.getByRole('combobox', { name: 'Search parts' });

describe('NavbarSearch', () => {
  it('suggests product names from two letters, asking the server for six at most', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(box(), 'b');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await user.type(box(), 'r');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(await screen.findByRole('option', { name: 'Hydraulic Brake Lever Set' })).toBeTruthy();
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(list.id);
    const asked = api.calls.filter((c) => c.path === '/api/products').at(-1);
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ q: 'br', limit: '6' });
  });

  it('moves through the options with the arrow keys and opens the chosen product with Enter', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(box(), 'br');
    await screen.findByRole('option', { name: 'Brake Pads' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const pads = screen.getByRole('option', { name: 'Brake Pads' });
    expect(pads.getAttribute('aria-selected')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(pads.id);
    // Up from the first goes round to the last: "see all results".
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'See all results for “br”' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe(productPublicPath(PARTS[1] ?? { _id: '', name: '' }));
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it('opens the full results on Enter with nothing chosen, and Escape closes then clears', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(box(), 'br');
    await screen.findByRole('option', { name: 'Brake Pads' });
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Escape}');
    expect((box() as HTMLInputElement).value).toBe('');
    await user.type(box(), 'disc rotor{Enter}');
    await waitFor(() => expect(location()).toBe('/allproducts?q=disc+rotor'));
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../lib/auth.ts';
import { Navbar } from './navbar.tsx';

const auth = vi.hoisted(() => {
  const state: { session: SessionState; signOut: () => Promise<void> } = {
    session: { user: null, isLoading: false },
    signOut: vi.fn(async () => {}),
  };
  return state;
});
vi.mock('../../lib/auth.ts', () => ({ useSession: () => auth.session, signOut: auth.signOut }));

function ShowPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderNavbar(path = '/') {
  // The cart button reads the cart through React Query.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Navbar />
        <Routes>
          <Route path="*" element={<ShowPath />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const scrollTo = vi.fn();
beforeEach(() => {
  auth.session = { user: null, isLoading: false };
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The desktop list: the links that are not inside the phone menu. */
const desktopLinks = () =>
  screen
    .getAllByRole('link', { hidden: true })
    .filter((a) => !a.closest('#mobile-menu'))
    .map((a) => a.textContent);

describe('Navbar', () => {
  it('shows Home, Blogs, My Portfolio, Contact Us and Login to a visitor, without Dashboard', () => {
    renderNavbar();
    // '0': the cart button's count (its name is "Cart, 0 lines").
    expect(desktopLinks()).toEqual([
      'Bicycle Manufacturer',
      'Home',
      'Blogs',
      'My Portfolio',
      'Contact Us',
      'বাংলা',
      '0',
      'Login',
    ]);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'SingOut' })).toBeNull();
  });

  it('adds Dashboard and shows SingOut instead of Login when signed in', () => {
    auth.session = { user: { id: 'u', name: 'Karim', email: 'k@example.com' }, isLoading: false };
    renderNavbar();
    expect(desktopLinks()).toEqual([
      'Bicycle Manufacturer',
      'Home',
      'Blogs',
      'My Portfolio',
      'Dashboard',
      'Contact Us',
      'বাংলা',
      '0',
    ]);
    expect(screen.getByRole('button', { name: 'SingOut' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('shows neither Login nor SingOut while the session is loading', () => {
    auth.session = { user: null, isLoading: true };
    renderNavbar();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'SingOut' })).toBeNull();
  });

  it('signs out and goes home on SingOut', async () => {
    auth.session = { user: { id: 'u', name: 'Karim', email: 'k@example.com' }, isLoading: false };
    renderNavbar('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'SingOut' }));
    expect(vi.mocked(auth.signOut)).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });

  it('marks the current page', () => {
    renderNavbar('/blogs');
    const current = screen
      .getAllByRole('link', { name: 'Blogs', hidden: true })
      .map((a) => a.getAttribute('aria-current'));
    expect(current).toEqual(['page', 'page']);
    expect(screen.getAllByRole('link', { name: 'Home', hidden: true })[0]?.getAttribute('aria-current')).toBeNull();
  });

  it('opens the phone menu from its button, and Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById('mobile-menu');
    expect(menu?.hidden).toBe(true);

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    expect(menu?.hidden).toBe(false);
    expect(
      within(menu as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Blogs', 'My Portfolio', 'Contact Us', 'বাংলা']);

    await user.keyboard('{Escape}');
    expect(menu?.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('closes the phone menu after choosing a page, and on a click elsewhere', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(menu).getByRole('link', { name: 'Contact Us' }));
    expect(screen.getByTestId('path').textContent).toBe('/contact');
    expect(menu.hidden).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('path'));
    expect(menu.hidden).toBe(true);
  });
});

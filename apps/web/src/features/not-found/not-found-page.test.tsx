import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { NotFoundPage } from './not-found-page.tsx';

afterEach(cleanup);

describe('NotFoundPage', () => {
  it('shows the 404 picture and a Back To Home Page link', () => {
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    const picture = screen.getByRole('img', { name: /404/ });
    expect(picture.getAttribute('src')).toBe('/images/404.svg');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back To Home Page' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found | Bicycle Manufacturer');
  });
});

describe('NotFoundPage in Bangla', () => {
  it('says so in Bangla, with the way back home', () => {
    renderWithProviders(<NotFoundPage />, { at: '/no/such/page', locale: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'পেজটি পাওয়া যায়নি' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /৪০৪/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'হোম পেজে ফিরে যান' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('পেজটি পাওয়া যায়নি | Bicycle Manufacturer');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});

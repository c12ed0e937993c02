import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination, visiblePages } from './pagination.tsx';

afterEach(cleanup);

describe('visiblePages', () => {
  it('shows every page when there are few', () => {
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(visiblePages(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(visiblePages(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});

describe('Pagination', () => {
  const hrefFor = (page: number) => `/allproducts?page=${page}`;

  it('renders nothing for a single page', () => {
    const { container } = render(
      <MemoryRouter>
        <Pagination page={1} pageCount={1} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('links to the previous, next and nearby pages and marks the current one', () => {
    render(
      <MemoryRouter>
        <Pagination page={5} pageCount={9} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/allproducts?page=4');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/allproducts?page=6');
    expect(within(nav).getByRole('link', { name: '5' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '4' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByText('Page 5 of 9')).toBeTruthy();
  });

  it('has no Previous link on the first page and no Next link on the last', () => {
    const { rerender } = render(
      <MemoryRouter>
        <Pagination page={1} pageCount={3} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    rerender(
      <MemoryRouter>
        <Pagination page={3} pageCount={3} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toBeTruthy();
  });
});

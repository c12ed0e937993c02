import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS_PAGE_SIZE } from '@store/shared/constants';
import { answer, apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProduct } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AllProductsPage } from './all-products-page.tsx';

const TOTAL = 30;
const catalog = Array.from({ length: TOTAL }, (_, i) =>
  aProduct({
    _id: `p-${i + 1}`,
    name: `Part ${i + 1}`,
    img: '/x.svg',
    des: i % 3 === 0 ? 'A chain part.' : 'Another part.',
    price: 100 + i,
    // Part 2 comes in two speeds.
    ...(i === 1 ? { options: [{ name: 'Speed', values: ['10-speed', '11-speed'] }] } : {}),
  }),
);
/** The first ten parts are brakes, the rest wheels; every fourth part is out of stock. */
const categoryOf = (i: number) => (i < 10 ? 'c-brakes' : 'c-wheels');
const CATEGORIES = [
  { _id: 'c-brakes', name: 'Brakes' },
  { _id: 'c-wheels', name: 'Wheels' },
];

let api: ApiStub;
let isFailing: boolean;

const scrollTo = vi.fn();

beforeEach(() => {
  isFailing = false;
  vi.stubGlobal('scrollTo', scrollTo);
  api = stubApi({
    // The cards' Add to cart asks who is signed in: nobody.
    'GET /api/auth/get-session': null,
    'GET /api/products': ({ query }) => {
      if (isFailing) return apiError(500, 'INTERNAL', 'x');
      const q = query.get('q') ?? '';
      const category = query.get('category');
      const inStock = query.get('inStock') === 'true';
      const option = query.get('option')?.toLowerCase();
      const searched = catalog
        .map((p, i) => ({ p, i }))
        .filter(({ p, i }) => p.des.includes(q) && (!inStock || i % 4 !== 0))
        .filter(({ p }) => !option || p.options?.some((o) => o.values.some((v) => v.toLowerCase() === option)));
      const matches = searched.filter(({ i }) => !category || categoryOf(i) === category).map(({ p }) => p);
      const limit = Number(query.get('limit'));
      const page = Number(query.get('page'));
      const items = matches.slice((page - 1) * limit, page * limit);
      const facets = {
        category: CATEGORIES.map((c) => ({ ...c, count: searched.filter(({ i }) => categoryOf(i) === c._id).length })),
      };
      return answer(
        'GET /api/products',
        { items, total: matches.length, facets },
        { headers: { 'x-total-count': String(matches.length) } },
      );
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(url = '/allproducts') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/allproducts" element={<AllProductsPage />} />
      </Routes>
      <ShowLocation />
    </>,
    { at: url },
  );
}

const lastRequest = () => Object.fromEntries(api.calls.filter((c) => c.path === '/api/products').at(-1)?.query ?? []);
const location = () => screen.getByTestId('location').textContent;

describe('AllProductsPage', () => {
  it('shows the first page with the total, asking for one page of the newest products', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeTruthy();
    expect(await screen.findAllByRole('link', { name: /^Details of / })).toHaveLength(PRODUCTS_PAGE_SIZE);
    expect(lastRequest()).toEqual({ limit: String(PRODUCTS_PAGE_SIZE), page: '1', sort: 'newest', facets: 'category' });
    expect(screen.getByText('30 products')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(document.title).toBe('All Products | Bicycle Manufacturer');
  });

  it('restores page, search and sort from the URL', async () => {
    renderPage('/allproducts?q=chain&sort=price-desc&page=2');
    expect(await screen.findByText('10 products for “chain”')).toBeTruthy();
    expect(lastRequest()).toEqual({
      limit: String(PRODUCTS_PAGE_SIZE),
      page: '2',
      sort: 'price-desc',
      q: 'chain',
      facets: 'category',
    });
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search products' }).value).toBe('chain');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('price-desc');
  });

  it('puts a search in the URL and starts again at page 1', async () => {
    const user = userEvent.setup();
    renderPage('/allproducts?page=3&sort=name');
    await screen.findAllByRole('link', { name: /^Details of / });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '  chain ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/allproducts?q=chain&sort=name');
    expect(await screen.findByText('10 products for “chain”')).toBeTruthy();
  });

  it('puts the chosen sort in the URL and asks the API for it', async () => {
    const user = userEvent.setup();
    renderPage('/allproducts?page=2');
    await screen.findAllByRole('link', { name: /^Details of / });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(location()).toBe('/allproducts?sort=price-asc');
    await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'price-asc', page: '1' }));
  });

  it('moves between pages with links that keep the search and sort', async () => {
    const user = userEvent.setup();
    renderPage('/allproducts?sort=name');
    await screen.findAllByRole('link', { name: /^Details of / });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: '3' }).getAttribute('href')).toBe('/allproducts?sort=name&page=3');
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(location()).toBe('/allproducts?sort=name&page=2');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(lastRequest()).toMatchObject({ page: '2', sort: 'name' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Part 13' })).toBeTruthy();
  });

  it('ignores an unknown sort in the URL instead of failing', async () => {
    renderPage('/allproducts?sort=cheapest&page=abc');
    await screen.findAllByRole('link', { name: /^Details of / });
    expect(lastRequest()).toMatchObject({ sort: 'newest', page: '1' });
  });

  it('says when nothing matches and offers to clear the search', async () => {
    renderPage('/allproducts?q=saddle');
    expect(await screen.findByText('No products match your search.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear search' }).getAttribute('href')).toBe('/allproducts');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('offers the first page when the URL points past the end', async () => {
    renderPage('/allproducts?page=9');
    expect(await screen.findByRole('link', { name: 'Go to the first page' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('ranks a new search best match first when no order was chosen', async () => {
    const user = userEvent.setup();
    renderPage('/allproducts');
    await screen.findAllByRole('link', { name: /^Details of / });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'chain');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/allproducts?q=chain');
    await waitFor(() => expect(lastRequest()).toMatchObject({ q: 'chain', sort: 'relevance' }));
  });

  it('filters by category with the count of each, and by stock, in the URL', async () => {
    const user = userEvent.setup();
    renderPage('/allproducts?page=2');
    await screen.findAllByRole('link', { name: /^Details of / });
    const filters = screen.getByRole('group', { name: 'Category' });
    expect(within(filters).getByRole('radio', { name: 'All categories' })).toHaveProperty('checked', true);
    await user.click(within(filters).getByRole('radio', { name: 'Brakes 10' }));
    expect(location()).toBe('/allproducts?category=c-brakes');
    expect(await screen.findByText('10 products')).toBeTruthy();
    expect(lastRequest()).toMatchObject({ category: 'c-brakes', page: '1' });
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(location()).toBe('/allproducts?category=c-brakes&inStock=true');
    expect(await screen.findByText('7 products')).toBeTruthy();
    expect(within(filters).getByRole('radio', { name: 'Wheels 15' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/allproducts');
  });

  it('puts a price range in the URL', async () => {
    const user = userEvent.setup();
    renderPage('/allproducts');
    await screen.findAllByRole('link', { name: /^Details of / });
    await user.type(screen.getByRole('textbox', { name: 'Lowest price' }), '110');
    await user.type(screen.getByRole('textbox', { name: 'Highest price' }), '120.5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/allproducts?minPrice=110&maxPrice=120.5');
    await waitFor(() => expect(lastRequest()).toMatchObject({ minPrice: '110', maxPrice: '120.5' }));
  });

  it('says "from" on the card of a product with options, which leads to its page instead of adding', async () => {
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Part 2' })).closest('article') as HTMLElement;
    expect(card.textContent).toContain('Price: from ৳101');
    expect(within(card).getByRole('link', { name: 'Choose options' }).getAttribute('href')).toBe(
      '/products/p-2/part-2',
    );
    expect(within(card).queryByRole('button', { name: 'Add to cart' })).toBeNull();
    const other = screen.getByRole('heading', { name: 'Part 1' }).closest('article') as HTMLElement;
    expect(other.textContent).toContain('Price: ৳100');
    expect(within(other).getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });

  it('filters by a size or type in the URL', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByRole('link', { name: /^Details of / });
    await user.type(screen.getByRole('textbox', { name: 'Size / type' }), ' 11-Speed ');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(location()).toBe('/allproducts?option=11-Speed');
    await waitFor(() => expect(lastRequest()).toMatchObject({ option: '11-Speed' }));
    expect(await screen.findByText('1 product')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear size / type' }));
    expect(location()).toBe('/allproducts');
  });

  it('shows an error with a retry when the call fails', async () => {
    isFailing = true;
    renderPage();
    const alert = await screen.findByRole('alert');
    isFailing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('link', { name: /^Details of / })).toHaveLength(PRODUCTS_PAGE_SIZE);
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@store/shared/schemas';
import { ProductCard, ProductGrid, ProductGridSkeleton } from './product-card.tsx';

afterEach(cleanup);

const product: Product = {
  _id: 'p/1',
  name: 'Forged Alloy Chainring 44T',
  img: '/images/products/chainring.svg',
  des: 'A chainring.',
  minQuantity: 10,
  maxQuantity: 420,
  price: 1450,
};

describe('ProductCard', () => {
  it('shows the product reviews’ stars, average and count once it has any, and nothing before', () => {
    const { unmount } = render(
      <MemoryRouter>
        <ProductCard product={{ ...product, rating: { average: 4.3, count: 12 } }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Rated 4.3 out of 5 from 12 reviews')).toBeTruthy();
    expect(screen.getByText('4.3 (12)')).toBeTruthy();
    unmount();
    render(
      <MemoryRouter>
        <ProductCard product={{ ...product, rating: { average: 0, count: 0 } }} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/Rated/)).toBeNull();
  });

  it('shows image, name, minimum order, available stock and the price in taka', () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    );
    const image = screen.getByRole('img', { name: product.name });
    expect(image.getAttribute('src')).toBe(product.img);
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('300');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('heading', { level: 3, name: product.name })).toBeTruthy();
    expect(screen.getByText('Minimum Order:').textContent).toBe('Minimum Order: 10');
    expect(screen.getByText('Available:').textContent).toBe('Available: 420');
    expect(screen.getByText('৳1,450')).toBeTruthy();
  });

  it('loads the pictures of the first row at once, the first one first, and the rest lazily', () => {
    const products = [1, 2, 3, 4, 5].map((n) => ({ ...product, _id: `p/${n}`, name: `Part ${n}` }));
    render(
      <MemoryRouter>
        <ProductGrid products={products} eagerPictures={3} />
      </MemoryRouter>,
    );
    const pictures = products.map((p) => screen.getByRole('img', { name: p.name }));
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null]);
  });

  it('links Details to the product page, its text naming the product for a screen reader and a crawler', () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} headingLevel={2} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: `Details of ${product.name}` });
    expect(link.getAttribute('href')).toBe('/products/p%2F1/forged-alloy-chainring-44t');
    // On screen it stays the spec's "Details": the rest is visually hidden.
    expect(link.querySelector('.sr-only')?.textContent).toBe(`of ${product.name}`);
    expect(link.textContent).toBe(`Details of ${product.name}`);
    expect(screen.getByRole('heading', { level: 2, name: product.name })).toBeTruthy();
  });
});

describe('ProductGridSkeleton', () => {
  it('announces loading and hides the placeholder cards from assistive technology', () => {
    const { container } = render(<ProductGridSkeleton count={6} />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(container.querySelectorAll('[aria-hidden="true"] .card')).toHaveLength(6);
  });
});

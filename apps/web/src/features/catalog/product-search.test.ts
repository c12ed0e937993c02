import { describe, expect, it } from 'vitest';
import { LIMITS } from '@store/shared/constants';
import { parseProductSearch, type ProductSearch, toSearchParams } from './product-search.ts';

const parse = (query: string) => parseProductSearch(new URLSearchParams(query));
const NO_FILTERS = { category: '', minPrice: '', maxPrice: '', inStock: false, option: '' };

describe('parseProductSearch', () => {
  it('reads page, search and sort from the URL', () => {
    expect(parse('page=3&q=chain&sort=price-asc')).toEqual({ page: 3, q: 'chain', sort: 'price-asc', ...NO_FILTERS });
  });

  it('uses the defaults when the URL says nothing: newest first, best match first for a search', () => {
    expect(parse('')).toEqual({ page: 1, q: '', sort: 'newest', ...NO_FILTERS });
    expect(parse('q=chain').sort).toBe('relevance');
  });

  it('falls back to the default for an unknown sort or a page that is not a positive whole number', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '9999999']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse('sort=cheapest').sort).toBe('newest');
  });

  it('trims the search and cuts it to the length the API accepts', () => {
    expect(parse('q=%20%20rim%20').q).toBe('rim');
    expect(parse(`q=${'x'.repeat(LIMITS.searchQuery + 20)}`).q).toHaveLength(LIMITS.searchQuery);
  });

  it('reads the filters, dropping a price the API would refuse and swapping a reversed range', () => {
    expect(parse('category=abc&minPrice=100&maxPrice=2500.5&inStock=true')).toMatchObject({
      category: 'abc',
      minPrice: '100',
      maxPrice: '2500.5',
      inStock: true,
    });
    expect(parse('minPrice=-5&maxPrice=1e3&inStock=yes')).toMatchObject(NO_FILTERS);
    expect(parse('minPrice=900&maxPrice=100')).toMatchObject({ minPrice: '100', maxPrice: '900' });
  });
});

describe('toSearchParams', () => {
  it('leaves the defaults out of the URL', () => {
    expect(toSearchParams({ page: 1, q: '', sort: 'newest', ...NO_FILTERS }).toString()).toBe('');
    expect(toSearchParams({ page: 1, q: 'hub', sort: 'relevance', ...NO_FILTERS }).toString()).toBe('q=hub');
  });

  it('writes what differs from the defaults and round-trips through the parser', () => {
    const search: ProductSearch = {
      page: 2,
      q: 'disc rotor',
      sort: 'name',
      category: 'c1',
      minPrice: '10',
      maxPrice: '99.5',
      inStock: true,
      option: '11-speed',
    };
    const params = toSearchParams(search);
    expect(params.toString()).toBe(
      'q=disc+rotor&category=c1&minPrice=10&maxPrice=99.5&inStock=true&option=11-speed&sort=name&page=2',
    );
    expect(parseProductSearch(params)).toEqual(search);
  });

  it('keeps an option value trimmed and within its limit', () => {
    expect(parseProductSearch(new URLSearchParams(`option=  ${'x'.repeat(60)}`)).option).toBe('x'.repeat(40));
    expect(parseProductSearch(new URLSearchParams('option=%2034T%20')).option).toBe('34T');
  });
});

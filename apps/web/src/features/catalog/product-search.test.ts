import { describe, expect, it } from 'vitest';
import { LIMITS } from '@store/shared/constants';
import { parseProductSearch, toSearchParams } from './product-search.ts';

const parse = (query: string) => parseProductSearch(new URLSearchParams(query));

describe('parseProductSearch', () => {
  it('reads page, search and sort from the URL', () => {
    expect(parse('page=3&q=chain&sort=price-asc')).toEqual({ page: 3, q: 'chain', sort: 'price-asc' });
  });

  it('uses the defaults when the URL says nothing', () => {
    expect(parse('')).toEqual({ page: 1, q: '', sort: 'newest' });
  });

  it('falls back to the default for an unknown sort or a page that is not a positive whole number', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '9999999']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse('sort=cheapest').sort).toBe('newest');
  });

  it('trims the search and cuts it to the length the API accepts', () => {
    expect(parse('q=%20%20rim%20').q).toBe('rim');
    expect(parse(`q=${'x'.repeat(LIMITS.searchQuery + 20)}`).q).toHaveLength(LIMITS.searchQuery);
  });
});

describe('toSearchParams', () => {
  it('leaves the defaults out of the URL', () => {
    expect(toSearchParams({ page: 1, q: '', sort: 'newest' }).toString()).toBe('');
  });

  it('writes what differs from the defaults and round-trips through the parser', () => {
    const search = { page: 2, q: 'disc rotor', sort: 'name' } as const;
    const params = toSearchParams(search);
    expect(params.toString()).toBe('q=disc+rotor&sort=name&page=2');
    expect(parseProductSearch(params)).toEqual(search);
  });
});

// The address book on a Bangla page: its texts and the place names in Bangla, the buyer's own words
// (name, mobile, street) left as they are.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enAddressBook from '@store/shared/i18n/catalogues/en/address-book';
import { textsIn } from '@store/shared/i18n/server';
import { stubApi } from '../../testing/api-stub.ts';
import { englishLeft } from '../../testing/english-left.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AddressBookPage } from './address-book-page.tsx';
import { aSavedAddress } from '../../testing/address-factories.ts';

const { ADDRESS_BOOK_TEXT: T } = textsIn('bn', 'address-book');

beforeEach(() => {
  stubApi({ 'GET /api/addresses': [aSavedAddress({ id: 'a-home', isDefault: true })] });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AddressBookPage in Bangla', () => {
  it('reads in Bangla, with the place in Bangla and the buyer’s own words as written', async () => {
    const { container } = renderWithProviders(<AddressBookPage />, { at: '/bn/dashboard/addresses', locale: 'bn' });
    expect(screen.getByRole('heading', { level: 2, name: 'ঠিকানার তালিকা' })).toBeTruthy();
    const home = within((await screen.findByRole('heading', { name: 'Rahima Begum' })).closest('li') as HTMLElement);
    expect(home.getByText(T.defaultBadge)).toBeTruthy();
    expect(home.getByText('ধানমন্ডি, ঢাকা')).toBeTruthy();
    expect(home.getByText('01711-000000').closest('[translate="no"]')).toBeTruthy();
    expect(home.getByText('House 12, Road 5').closest('[translate="no"]')).toBeTruthy();
    expect(home.getByRole('button', { name: 'Rahima Begum, ধানমন্ডি, ঢাকা-এর ঠিকানা বদলান' })).toBeTruthy();
    expect(screen.getByRole('button', { name: T.add })).toBeTruthy();
    expect(englishLeft(container, [enAddressBook])).toEqual([]);
  });
});

// Checkout's address chooser: the saved addresses as radios with the default chosen on load, another
// chosen by click or keyboard, and a new address saved to the book and chosen at once.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import type { SavedAddress } from '@store/shared/schemas/addresses';
import { type ApiStub, stubApi } from '../../../testing/api-stub.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { aSavedAddress } from '../../../testing/address-factories.ts';
import { AddressChooser } from './address-chooser.tsx';

const { ADDRESS_CHOOSER_TEXT: C } = textsIn('en', 'address-book');
const { ADDRESS_FORM_TEXT: F, AREA_PICKER_TEXT: P } = textsIn('en', 'addresses');

const HOME = aSavedAddress({ id: 'a-home', isDefault: true });
const SHOP = aSavedAddress({
  id: 'a-shop',
  recipientName: 'Karim Uddin',
  districtId: 'sylhet',
  areaId: 'sylhet/sylhet-sadar',
  divisionId: 'sylhet',
  street: 'Zindabazar 3',
});

let api: ApiStub;
let book: SavedAddress[];
beforeEach(() => {
  // The API lists the default first; here it comes second, so that "the first" and "the default" differ.
  book = [SHOP, HOME];
  api = stubApi({
    'GET /api/addresses': () => book,
    'POST /api/addresses': ({ body }) => {
      const added = aSavedAddress({ ...(body as Partial<SavedAddress>), id: 'a-new', isDefault: book.length === 0 });
      book = [...book, added];
      return added;
    },
  });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Checkout's part: it keeps the chosen id. */
function renderChooser() {
  const chosen = vi.fn<(address: SavedAddress) => void>();
  function Checkout() {
    const [value, setValue] = useState<string | null>(null);
    return (
      <AddressChooser
        value={value}
        onChange={(address) => {
          chosen(address);
          setValue(address.id);
        }}
      />
    );
  }
  return { ...renderWithProviders(<Checkout />), chosen };
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('AddressChooser', () => {
  it('chooses the default address on load, and another by click or keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const { chosen } = renderChooser();
    await waitFor(() => expect(chosen).toHaveBeenCalledWith(HOME));
    expect(screen.getByRole('group', { name: C.legend })).toBeTruthy();
    expect(radio('Rahima Begum Dhanmondi, Dhaka').checked).toBe(true);
    expect(radio('Karim Uddin Sylhet Sadar, Sylhet').checked).toBe(false);
    await user.click(screen.getByText('Zindabazar 3'));
    expect(chosen).toHaveBeenLastCalledWith(SHOP);
    expect(radio('Karim Uddin Sylhet Sadar, Sylhet').checked).toBe(true);
    // NOTE: jsdom has no CSS.escape, which user-event's arrow keys in a radio group need; Space stands in.
    radio('Rahima Begum Dhanmondi, Dhaka').focus();
    await user.keyboard(' ');
    expect(chosen).toHaveBeenLastCalledWith(HOME);
    expect(api.calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('saves a new address to the book and chooses it', async () => {
    const user = userEvent.setup({ delay: null });
    const { chosen } = renderChooser();
    await waitFor(() => expect(chosen).toHaveBeenCalledWith(HOME));
    await user.click(screen.getByRole('button', { name: C.addNew }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: C.newHeading }));
    await user.type(screen.getByLabelText(F.recipientNameLabel), 'Nasima Akter');
    await user.type(screen.getByLabelText(F.phoneLabel), '01911-222333');
    await user.selectOptions(screen.getByRole('combobox', { name: P.divisionLabel }), 'dhaka');
    await user.selectOptions(screen.getByRole('combobox', { name: P.districtLabel }), 'gazipur');
    await user.selectOptions(screen.getByRole('combobox', { name: P.areaLabel }), 'gazipur/gazipur-sadar');
    await user.type(screen.getByLabelText(F.streetLabel), 'Joydebpur Road 7');
    await user.click(screen.getByRole('button', { name: C.saveAndUse }));
    await waitFor(() => expect(chosen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a-new' })));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      recipientName: 'Nasima Akter',
      phone: '+8801911222333',
      areaId: 'gazipur/gazipur-sadar',
    });
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: /^Nasima Akter/ })).checked).toBe(true);
    expect(screen.queryByRole('heading', { name: C.newHeading })).toBeNull();
  });

  it('shows a buyer without addresses the form at once, without a way to cancel it', async () => {
    book = [];
    const { chosen } = renderChooser();
    expect(await screen.findByRole('heading', { name: C.newHeading })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: F.cancel })).toBeNull();
    expect(chosen).not.toHaveBeenCalled();
  });

  it('passes axe', async () => {
    const { container, chosen } = renderChooser();
    await waitFor(() => expect(chosen).toHaveBeenCalled());
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });
});

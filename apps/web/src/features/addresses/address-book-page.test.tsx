// The address book: the buyer's addresses as cards (default first, phones as people write them), and
// adding, editing, deleting after a question and choosing the default, each through the API.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import type { SavedAddress } from '@store/shared/schemas/addresses';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AddressBookPage } from './address-book-page.tsx';
import { aSavedAddress } from '../../testing/address-factories.ts';

const { ADDRESS_BOOK_TEXT: T } = textsIn('en', 'address-book');
const { ADDRESS_FORM_TEXT: F, AREA_PICKER_TEXT: P } = textsIn('en', 'addresses');

let api: ApiStub;
let book: SavedAddress[];

beforeEach(() => {
  book = [
    aSavedAddress({ id: 'a-home', isDefault: true }),
    aSavedAddress({
      id: 'a-shop',
      recipientName: 'Karim Uddin',
      phone: '+8801811000000',
      districtId: 'sylhet',
      areaId: 'sylhet/sylhet-sadar',
      divisionId: 'sylhet',
      street: 'Zindabazar 3',
      landmark: '',
      postcode: '',
    }),
  ];
  api = stubApi({
    'GET /api/addresses': () => book,
    'POST /api/addresses': ({ body }) => {
      const added = aSavedAddress({ ...(body as Partial<SavedAddress>), id: 'a-new', isDefault: false });
      book = [...book, added];
      return added;
    },
    'PUT /api/addresses/:id': ({ body, params }) => {
      const changed = { ...book.find((a) => a.id === params.id), ...(body as Partial<SavedAddress>) } as SavedAddress;
      book = book.map((a) => (a.id === params.id ? changed : a));
      return changed;
    },
    'DELETE /api/addresses/:id': ({ params }) => {
      book = book.filter((a) => a.id !== params.id);
      return book;
    },
    'POST /api/addresses/:id/default': ({ params }) => {
      book = book.map((a) => ({ ...a, isDefault: a.id === params.id })).sort((a, b) => +b.isDefault - +a.isDefault);
      return book[0] as SavedAddress;
    },
  });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderPage = () =>
  renderWithProviders(
    <>
      <AddressBookPage />
      <ToastContainer />
    </>,
    { at: '/dashboard/addresses' },
  );
const card = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('li') as HTMLElement);
const writes = () => api.calls.filter((c) => c.method !== 'GET');

async function fillNewAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(F.recipientNameLabel), 'Nasima Akter');
  await user.type(screen.getByLabelText(F.phoneLabel), '+880 1911 222333');
  await user.selectOptions(screen.getByRole('combobox', { name: P.divisionLabel }), 'dhaka');
  await user.selectOptions(screen.getByRole('combobox', { name: P.districtLabel }), 'gazipur');
  await user.selectOptions(screen.getByRole('combobox', { name: P.areaLabel }), 'gazipur/gazipur-sadar');
  await user.type(screen.getByLabelText(F.streetLabel), 'Joydebpur Road 7');
}

describe('AddressBookPage', () => {
  it('shows each address as a card: recipient, mobile as 01711-000000, place, street, and the default badge', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: T.pageHeading })).toBeTruthy();
    const home = await card('Rahima Begum');
    expect(home.getByText(T.defaultBadge)).toBeTruthy();
    expect(home.getByText('01711-000000')).toBeTruthy();
    expect(home.getByText('Dhanmondi, Dhaka')).toBeTruthy();
    expect(home.getByText('House 12, Road 5')).toBeTruthy();
    expect(home.getByText('the mosque')).toBeTruthy();
    expect(home.getByText('1205')).toBeTruthy();
    expect(home.queryByRole('button', { name: /the default$/ })).toBeNull();
    const shop = await card('Karim Uddin');
    expect(shop.queryByText(T.defaultBadge)).toBeNull();
    expect(shop.getByText('01811-000000')).toBeTruthy();
    expect(shop.getByText('Sylhet Sadar, Sylhet')).toBeTruthy();
    expect(shop.queryByText(T.landmark)).toBeNull();
    // The default comes first.
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Rahima Begum', 'Karim Uddin']);
  });

  it('says so when the book is empty', async () => {
    book = [];
    renderPage();
    expect(await screen.findByText(T.empty)).toBeTruthy();
  });

  it('adds an address through the form, the form taking the focus, and lists it', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: T.add }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: T.newHeading }));
    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByRole('heading', { name: 'Nasima Akter' })).toBeTruthy();
    expect(writes().map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        '/api/addresses',
        {
          recipientName: 'Nasima Akter',
          phone: '+8801911222333',
          districtId: 'gazipur',
          areaId: 'gazipur/gazipur-sadar',
          street: 'Joydebpur Road 7',
          landmark: '',
          postcode: '',
        },
      ],
    ]);
    expect(await screen.findByText(T.added)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: T.newHeading })).toBeNull();
  });

  it("shows the server's refusal: its field messages under the fields and the limit's message", async () => {
    const user = userEvent.setup({ delay: null });
    api.on('POST /api/addresses', apiError(400, 'VALIDATION_FAILED', 'Invalid input.', { street: 'Too odd' }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: T.add }));
    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findAllByText('Too odd')).not.toHaveLength(0);
    expect(screen.getByLabelText(F.streetLabel).getAttribute('aria-invalid')).toBe('true');

    const limit = 'An address book holds at most 20 addresses; delete one to add another';
    api.on('POST /api/addresses', apiError(409, 'CONFLICT', limit));
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(limit)).toBeTruthy();
    // The form stays open with what was typed.
    expect(screen.getByLabelText<HTMLInputElement>(F.recipientNameLabel).value).toBe('Nasima Akter');
  });

  it('edits an address from its saved values, the phone written the usual way', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const shop = await card('Karim Uddin');
    await user.click(shop.getByRole('button', { name: 'Edit the address for Karim Uddin, Sylhet Sadar, Sylhet' }));
    expect(screen.getByRole('heading', { name: T.editHeading })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(F.phoneLabel).value).toBe('01811-000000');
    const street = screen.getByLabelText<HTMLInputElement>(F.streetLabel);
    expect(street.value).toBe('Zindabazar 3');
    await user.clear(street);
    await user.type(street, 'Amberkhana 9');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText('Amberkhana 9')).toBeTruthy();
    const put = writes()[0];
    expect([put?.method, put?.path]).toEqual(['PUT', '/api/addresses/a-shop']);
    expect(put?.body).toMatchObject({ street: 'Amberkhana 9', phone: '+8801811000000', areaId: 'sylhet/sylhet-sadar' });
  });

  it('deletes an address only once the question is answered Delete', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const shop = await card('Karim Uddin');
    const deleteShop = shop.getByRole('button', { name: 'Delete the address for Karim Uddin, Sylhet Sadar, Sylhet' });
    await user.click(deleteShop);
    let dialog = screen.getByRole('alertdialog', { name: T.deleteConfirmTitle });
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: T.cancel }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writes()).toEqual([]);

    await user.click(deleteShop);
    dialog = screen.getByRole('alertdialog', { name: T.deleteConfirmTitle });
    expect(dialog.textContent).toContain(
      'The address for Karim Uddin in Sylhet Sadar, Sylhet leaves your address book.',
    );
    await user.click(within(dialog).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Karim Uddin' })).toBeNull());
    expect(writes().map((c) => [c.method, c.path])).toEqual([['DELETE', '/api/addresses/a-shop']]);
    expect(screen.getByRole('heading', { name: 'Rahima Begum' })).toBeTruthy();
    // The focus lands on the page, not lost with the deleted card.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 })));
  });

  it('makes another address the default, and the badge moves', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const shop = await card('Karim Uddin');
    await user.click(
      shop.getByRole('button', { name: 'Make the address for Karim Uddin, Sylhet Sadar, Sylhet the default' }),
    );
    await waitFor(async () => expect((await card('Karim Uddin')).queryByText(T.defaultBadge)).toBeTruthy());
    expect((await card('Rahima Begum')).queryByText(T.defaultBadge)).toBeNull();
    expect(writes().map((c) => [c.method, c.path])).toEqual([['POST', '/api/addresses/a-shop/default']]);
  });

  it('passes axe with the cards, and with the form open and its messages shown', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderPage();
    await card('Karim Uddin');
    const rules = { 'color-contrast': { enabled: false } };
    const violations = async () =>
      (await axe.run(container, { rules })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: T.add }));
    await user.click(screen.getByRole('button', { name: T.save }));
    await screen.findByText(textsIn('en', 'delivery').ADDRESS_TEXT.streetRequired);
    expect(await violations()).toEqual([]);
  });
});

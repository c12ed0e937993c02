// The delivery address form: a place chosen by its selects or found by typing (English or Bangla, by
// keyboard), the schema's messages under their fields, the server's too, and what is sent once it is right.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressInput } from '@store/shared/schemas/addresses';
import { textsIn } from '@store/shared/i18n/server';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AddressForm, type AddressFormProps } from './address-form.tsx';

const EN = textsIn('en', 'addresses');
const BN = textsIn('bn', 'addresses');
const DELIVERY_EN = textsIn('en', 'delivery');

afterEach(cleanup);

function renderForm(props: Partial<AddressFormProps> = {}, locale: 'en' | 'bn' = 'en') {
  const onSubmit = vi.fn<(values: AddressInput) => Promise<void>>(() => Promise.resolve());
  const view = renderWithProviders(<AddressForm submitLabel="Save address" onSubmit={onSubmit} {...props} />, {
    locale,
  });
  return { ...view, onSubmit };
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const searchBox = (name = EN.AREA_PICKER_TEXT.searchLabel) => screen.getByRole('combobox', { name });

async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(EN.ADDRESS_FORM_TEXT.recipientNameLabel), 'Rahim Uddin');
  await user.type(screen.getByLabelText(EN.ADDRESS_FORM_TEXT.phoneLabel), '01711-000000');
  await user.type(screen.getByLabelText(EN.ADDRESS_FORM_TEXT.streetLabel), 'House 12, Road 5');
}

describe('AddressForm', () => {
  it('sends the address chosen through division, district and area, with the phone normalised', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await fillTheRest(user);
    await user.selectOptions(select(EN.AREA_PICKER_TEXT.divisionLabel), 'dhaka');
    await user.selectOptions(select(EN.AREA_PICKER_TEXT.districtLabel), 'dhaka');
    // Dhaka's city thanas and its upazilas are told apart.
    const area = select(EN.AREA_PICKER_TEXT.areaLabel);
    expect(area.querySelector('optgroup[label="Dhaka city (thanas)"] option[value="dhaka/dhanmondi"]')).toBeTruthy();
    expect(area.querySelector('optgroup[label="Upazilas"] option[value="dhaka/savar"]')).toBeTruthy();
    await user.selectOptions(area, 'dhaka/dhanmondi');
    await user.type(screen.getByLabelText(EN.ADDRESS_FORM_TEXT.postcodeLabel), '1205');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        recipientName: 'Rahim Uddin',
        phone: '+8801711000000',
        districtId: 'dhaka',
        areaId: 'dhaka/dhanmondi',
        street: 'House 12, Road 5',
        landmark: '',
        postcode: '1205',
      },
      expect.anything(),
    );
  });

  it('finds an area typed in Bangla and fills division, district and area', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(searchBox(), 'সিলেট সদ');
    const list = screen.getByRole('listbox');
    await user.click(within(list).getByRole('option', { name: 'Sylhet Sadar, Sylhet' }));
    expect(select(EN.AREA_PICKER_TEXT.divisionLabel).value).toBe('sylhet');
    expect(select(EN.AREA_PICKER_TEXT.districtLabel).value).toBe('sylhet');
    expect(select(EN.AREA_PICKER_TEXT.areaLabel).value).toBe('sylhet/sylhet-sadar');
    // The box empties (the selects show the place) and says what was picked.
    expect(searchBox().getAttribute('aria-expanded')).toBe('false');
    expect(searchBox()).toHaveProperty('value', '');
    expect(screen.getByRole('status').textContent).toBe('Sylhet Sadar, Sylhet: chosen in the lists below');
  });

  it('is used by keyboard: arrows move through the results, Enter picks one, Escape closes the list', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const box = searchBox();
    await user.type(box, 'sylh');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    // The district comes before its areas.
    expect(options.map((o) => o.textContent)).toEqual(['Sylhet (district)', 'Sylhet Sadar, Sylhet']);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{Enter}');
    expect(select(EN.AREA_PICKER_TEXT.districtLabel).value).toBe('sylhet');
    // A district leaves its area to choose.
    expect(select(EN.AREA_PICKER_TEXT.areaLabel).value).toBe('');

    await user.clear(box);
    await user.type(box, 'gazi');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(select(EN.AREA_PICKER_TEXT.districtLabel).value).toBe('sylhet');

    // Enter without moving picks the first result, and sends no form.
    await user.clear(box);
    await user.type(box, 'গাজীপুর{Enter}');
    expect(select(EN.AREA_PICKER_TEXT.districtLabel).value).toBe('gazipur');
    expect(screen.queryByText(DELIVERY_EN.ADDRESS_TEXT.streetRequired)).toBeNull();
  });

  it('shows the schema’s messages under their fields and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText(EN.ADDRESS_FORM_TEXT.phoneLabel), '02-9660000');
    await user.type(screen.getByLabelText(EN.ADDRESS_FORM_TEXT.postcodeLabel), '12a');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const { ADDRESS_TEXT, PHONE_TEXT } = DELIVERY_EN;
    expect(await screen.findByText(ADDRESS_TEXT.recipientRequired)).toBeTruthy();
    expect(screen.getByText(PHONE_TEXT.invalid)).toBeTruthy();
    expect(screen.getByText(ADDRESS_TEXT.districtRequired)).toBeTruthy();
    expect(screen.getByText(ADDRESS_TEXT.areaRequired)).toBeTruthy();
    expect(screen.getByText(ADDRESS_TEXT.streetRequired)).toBeTruthy();
    expect(screen.getByText(ADDRESS_TEXT.postcodeInvalid)).toBeTruthy();
    expect(select(EN.AREA_PICKER_TEXT.districtLabel).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s field messages, message references resolved', () => {
    renderForm({ serverFieldErrors: { areaId: '@i18n:delivery.ADDRESS_TEXT.areaUnknown' } });
    expect(screen.getByText(DELIVERY_EN.ADDRESS_TEXT.areaUnknown)).toBeTruthy();
  });

  it('starts from a saved address, its phone written the usual way', () => {
    renderForm({
      initial: {
        recipientName: 'Rahim',
        phone: '+8801711000000',
        districtId: 'gazipur',
        areaId: 'gazipur/gazipur-sadar',
      },
    });
    expect(screen.getByLabelText<HTMLInputElement>(EN.ADDRESS_FORM_TEXT.phoneLabel).value).toBe('01711-000000');
    expect(select(EN.AREA_PICKER_TEXT.divisionLabel).value).toBe('dhaka');
    expect(select(EN.AREA_PICKER_TEXT.areaLabel).value).toBe('gazipur/gazipur-sadar');
  });

  it('shows place names in Bangla on a Bangla page, found by English spelling too', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({}, 'bn');
    await user.type(searchBox(BN.AREA_PICKER_TEXT.searchLabel), 'dhanm');
    await user.keyboard('{ArrowDown}{Enter}');
    const district = select(BN.AREA_PICKER_TEXT.districtLabel);
    expect(district.selectedOptions[0]?.textContent).toBe('ঢাকা');
    expect(select(BN.AREA_PICKER_TEXT.areaLabel).selectedOptions[0]?.textContent).toBe('ধানমন্ডি');
    expect(select(BN.AREA_PICKER_TEXT.divisionLabel).selectedOptions[0]?.textContent).toBe('ঢাকা');
  });

  it('passes axe, with a list of results open and messages shown', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText(DELIVERY_EN.ADDRESS_TEXT.streetRequired);
    await user.type(searchBox(), 'dha');
    // jsdom draws nothing: colour contrast is the browser tests' to check.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });
});

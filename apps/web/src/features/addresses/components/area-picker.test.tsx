// The area picker on its own, as a form uses it: what it reports as the buyer chooses, and how it shows a
// value it is given (Dhaka's city thanas apart from its upazilas, in the page's language).
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AreaPicker, type AreaValue } from './area-picker.tsx';

const { AREA_PICKER_TEXT } = textsIn('en', 'addresses');
const BN = textsIn('bn', 'addresses').AREA_PICKER_TEXT;

afterEach(cleanup);

function Controlled({ start, onChange }: { start: AreaValue; onChange: (v: AreaValue) => void }) {
  const [value, setValue] = useState(start);
  return (
    <AreaPicker
      idPrefix="delivery"
      value={value}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('AreaPicker', () => {
  it('clears the district and area when the division changes, and the area when the district does', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    renderWithProviders(<Controlled start={{ districtId: 'dhaka', areaId: 'dhaka/savar' }} onChange={onChange} />);
    await user.selectOptions(select(AREA_PICKER_TEXT.districtLabel), 'gazipur');
    expect(onChange).toHaveBeenLastCalledWith({ districtId: 'gazipur', areaId: '' });
    await user.selectOptions(select(AREA_PICKER_TEXT.divisionLabel), 'sylhet');
    expect(onChange).toHaveBeenLastCalledWith({ districtId: '', areaId: '' });
    // Only Sylhet division's districts are offered now.
    const districts = [...select(AREA_PICKER_TEXT.districtLabel).options].map((o) => o.value).filter(Boolean);
    expect(districts.sort()).toEqual(['habiganj', 'moulvibazar', 'sunamganj', 'sylhet']);
  });

  it('reports a district found by an older spelling with its area still to choose', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    renderWithProviders(<Controlled start={{ districtId: '', areaId: '' }} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: AREA_PICKER_TEXT.searchLabel }), 'chittagong');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ districtId: 'chattogram', areaId: '' });
    expect(select(AREA_PICKER_TEXT.divisionLabel).value).toBe('chattogram');
  });

  it("groups Dhaka's city thanas apart from its upazilas, labelled in Bangla on a Bangla page", () => {
    renderWithProviders(
      <AreaPicker value={{ districtId: 'dhaka', areaId: 'dhaka/gulshan' }} onChange={() => undefined} />,
      { locale: 'bn' },
    );
    const area = select(BN.areaLabel);
    const groups = [...area.querySelectorAll('optgroup')];
    expect(groups.map((g) => g.label)).toEqual(['ঢাকা শহর (থানা)', 'উপজেলা']);
    expect(groups[0]?.children).toHaveLength(50);
    expect(area.selectedOptions[0]?.textContent).toBe('গুলশান');
  });

  it('shows each field’s message, message references resolved', () => {
    renderWithProviders(
      <AreaPicker
        value={{ districtId: '', areaId: '' }}
        onChange={() => undefined}
        errors={{ districtId: '@i18n:delivery.ADDRESS_TEXT.districtRequired', areaId: 'Choose an area' }}
      />,
    );
    expect(select(AREA_PICKER_TEXT.districtLabel).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(textsIn('en', 'delivery').ADDRESS_TEXT.districtRequired)).toBeTruthy();
    expect(screen.getByText('Choose an area')).toBeTruthy();
  });
});

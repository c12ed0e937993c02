import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AREAS } from '@store/shared/geo';
import type { ShippingZone } from '@store/shared/schemas/shipping-zones';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ShippingZonesPage } from './shipping-zones-page.tsx';

const fire = vi.fn();
vi.mock('sweetalert2', () => ({ default: { fire } }));

const DHAKA_THANAS = AREAS.filter((a) => a.districtId === 'dhaka' && a.kind === 'thana').map((a) => a.id);
const zone = (over: Partial<ShippingZone>): ShippingZone => ({
  id: 'z',
  name: 'Zone',
  position: 1,
  baseFee: 70,
  perKgFee: 20,
  freeFrom: 5000,
  cod: true,
  districtIds: [],
  areaIds: [],
  ...over,
});

let api: ApiStub;
let zones: ShippingZone[];
beforeEach(() => {
  zones = [
    zone({ id: 'z-city', name: 'Dhaka city', areaIds: DHAKA_THANAS }),
    zone({
      id: 'z-sub',
      name: 'Dhaka suburbs',
      position: 2,
      baseFee: 100,
      freeFrom: null,
      cod: false,
      districtIds: ['gazipur'],
    }),
  ];
  api = stubApi({
    'GET /api/shipping-zones': () => zones,
    'POST /api/shipping-zones': ({ body }) => {
      const input = body as ShippingZone;
      const taken = zones.find((z) => z.districtIds.some((d) => input.districtIds.includes(d)));
      if (taken) {
        return apiError(
          409,
          'CONFLICT',
          `Gazipur is already in the zone ${taken.name}. Take it out of that zone first.`,
        );
      }
      const added = { ...input, id: 'z-new', position: 3 };
      zones = [...zones, added];
      return added;
    },
    'PUT /api/shipping-zones/:id': ({ body, params }) => {
      const changed = { ...(body as ShippingZone), id: params.id ?? '', position: 1 };
      zones = zones.map((z) => (z.id === params.id ? changed : z));
      return changed;
    },
    'DELETE /api/shipping-zones/:id': ({ params }) => {
      zones = zones.filter((z) => z.id !== params.id);
      return { deletedCount: 1 };
    },
  });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  fire.mockReset();
});

const card = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
};
const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name });

describe('ShippingZonesPage', () => {
  it('shows each zone as a card: rates, free-from, cash on delivery and a short summary of its places', async () => {
    renderWithProviders(<ShippingZonesPage />, { at: '/dashboard/shipping' });
    const city = await card('Dhaka city');
    expect(city.getByText('৳70')).toBeTruthy();
    expect(city.getByText('৳5,000')).toBeTruthy();
    expect(city.getByText('Dhaka city thanas')).toBeTruthy();
    expect(city.getByText('Yes')).toBeTruthy();
    const suburbs = await card('Dhaka suburbs');
    expect(suburbs.getByText('Never')).toBeTruthy();
    expect(suburbs.getByText('No')).toBeTruthy();
    expect(suburbs.getByText('Gazipur')).toBeTruthy();
    expect(suburbs.getByText('Places (1 place)')).toBeTruthy();
  });

  it('adds a zone of the districts no other zone has, with the fees in taka', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShippingZonesPage />, { at: '/dashboard/shipping' });
    await user.click(await screen.findByRole('button', { name: 'Add zone' }));
    await user.type(screen.getByLabelText('Name'), 'Rest of Bangladesh');
    await user.type(screen.getByLabelText('First kg (taka)'), '130');
    await user.type(screen.getByLabelText('Each further kg (taka)'), '25.50');
    await user.type(screen.getByLabelText('Free shipping from (taka)'), '10000');
    expect(checkbox(/^Gazipur/).getAttribute('type')).toBe('checkbox');
    expect(screen.getByText('(in Dhaka suburbs)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'All districts not in another zone' }));
    expect(checkbox('Sylhet')).toHaveProperty('checked', true);
    expect(checkbox(/^Gazipur/)).toHaveProperty('checked', false);
    // Dhaka's thanas are in another zone: the district as a whole is left to the owner.
    expect(checkbox('Dhaka')).toHaveProperty('checked', false);
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = api.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Rest of Bangladesh',
      baseFee: 130,
      perKgFee: 25.5,
      freeFrom: 10000,
      cod: true,
      areaIds: [],
    });
    expect(sent.districtIds).toContain('sylhet');
    expect(sent.districtIds).not.toContain('gazipur');
    expect(await card('Rest of Bangladesh')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save zone' })).toBeNull();
  });

  it('refuses an empty form before sending it, naming each field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShippingZonesPage />, { at: '/dashboard/shipping' });
    await user.click(await screen.findByRole('button', { name: 'Add zone' }));
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(await screen.findByText('Zone name is required')).toBeTruthy();
    expect(screen.getAllByText('Must be an amount in taka')).toHaveLength(2);
    expect(screen.getByText('Choose at least one place')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal of a place another zone has, naming that zone", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShippingZonesPage />, { at: '/dashboard/shipping' });
    await user.click(await screen.findByRole('button', { name: 'Add zone' }));
    await user.type(screen.getByLabelText('Name'), 'North');
    await user.type(screen.getByLabelText('First kg (taka)'), '120');
    await user.type(screen.getByLabelText('Each further kg (taka)'), '0');
    await user.click(checkbox(/^Gazipur/));
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Gazipur is already in the zone Dhaka suburbs. Take it out of that zone first.',
    );
    expect(screen.getByRole('button', { name: 'Save zone' })).toBeTruthy();
  });

  it('filters the districts by English or Bangla name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShippingZonesPage />, { at: '/dashboard/shipping' });
    await user.click(await screen.findByRole('button', { name: 'Add zone' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter districts' }), 'সিলেট');
    expect(checkbox('Sylhet')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /^Gazipur/ })).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Filter districts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter districts' }), 'gazi');
    expect(checkbox(/^Gazipur/)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Sylhet' })).toBeNull();
  });

  it("edits a zone: the form holds its values, Dhaka's areas one by one, and the whole zone is sent", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShippingZonesPage />, { at: '/dashboard/shipping' });
    await user.click(await screen.findByRole('button', { name: 'Edit Dhaka city' }));
    expect(screen.getByRole('heading', { name: 'Edit Dhaka city' })).toBeTruthy();
    expect(screen.getByLabelText('First kg (taka)')).toHaveProperty('value', '70');
    await user.click(screen.getByText('Thanas and upazilas of Dhaka'));
    expect(checkbox('Dhanmondi')).toHaveProperty('checked', true);
    await user.click(checkbox('Savar'));
    await user.clear(screen.getByLabelText('First kg (taka)'));
    await user.type(screen.getByLabelText('First kg (taka)'), '80');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/shipping-zones/z-city');
    expect(put?.body).toMatchObject({ name: 'Dhaka city', baseFee: 80, perKgFee: 20, freeFrom: 5000 });
    expect((put?.body as { areaIds: string[] }).areaIds).toEqual(
      expect.arrayContaining(['dhaka/dhanmondi', 'dhaka/savar']),
    );
  });

  it('deletes a zone once confirmed, and not otherwise', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShippingZonesPage />, { at: '/dashboard/shipping' });
    fire.mockResolvedValueOnce({ isConfirmed: false });
    await user.click(await screen.findByRole('button', { name: 'Delete Dhaka suburbs' }));
    await waitFor(() => expect(fire).toHaveBeenCalledOnce());
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fire.mockResolvedValueOnce({ isConfirmed: true });
    await user.click(screen.getByRole('button', { name: 'Delete Dhaka suburbs' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Dhaka suburbs' })).toBeNull());
    expect(api.calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/shipping-zones/z-sub');
  });

  it('moves the focus to the form when it opens and back to Add zone when it closes, by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShippingZonesPage />, { at: '/dashboard/shipping' });
    const add = await screen.findByRole('button', { name: 'Add zone' });
    add.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New zone' })));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add zone' })));
  });

  it('passes axe with the form open and its messages shown', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ShippingZonesPage />, { at: '/dashboard/shipping' });
    await user.click(await screen.findByRole('button', { name: 'Add zone' }));
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    await screen.findByText('Zone name is required');
    // jsdom draws nothing: colour contrast is the browser tests' to check.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });
});

describe('ShippingZonesPage in Bangla', () => {
  it('reads in Bangla, with the fees in Bengali digits and place names in Bangla', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShippingZonesPage />, { at: '/bn/dashboard/shipping', locale: 'bn' });
    expect(screen.getByRole('heading', { level: 2, name: 'শিপিং জোন' })).toBeTruthy();
    const city = await card('Dhaka city');
    expect(city.getByText('৳৭০')).toBeTruthy();
    expect(city.getByText('ঢাকা শহরের থানাগুলো')).toBeTruthy();
    expect(city.getByText('হ্যাঁ')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'জোন যোগ করুন' }));
    expect(checkbox('সিলেট')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'জোন সংরক্ষণ' }));
    expect(await screen.findByText('জোনের নাম দিতে হবে')).toBeTruthy();
    expect(screen.getByText('অন্তত একটি এলাকা বেছে নিন')).toBeTruthy();
  });
});

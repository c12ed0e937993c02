// The rates on /policies#shipping: one row (a card on a phone) per zone of the store's configuration.
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AREAS, DISTRICTS } from '@store/shared/geo';
import type { StoreConfig } from '@store/shared/schemas';
import type { ShippingZone } from '@store/shared/schemas/shipping-zones';
import { renderWithProviders } from '../../testing/render.tsx';
import { PoliciesPage, usePolicies } from './policies-page.tsx';

beforeAll(() => Promise.all([usePolicies.load('en'), usePolicies.load('bn')]));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
const OWNER_ZONES = [
  zone({
    id: 'z-1',
    name: 'Dhaka city',
    areaIds: AREAS.filter((a) => a.districtId === 'dhaka' && a.kind === 'thana').map((a) => a.id),
  }),
  zone({
    id: 'z-2',
    name: 'Dhaka suburbs',
    position: 2,
    baseFee: 100,
    freeFrom: 8000,
    districtIds: ['gazipur'],
    areaIds: ['dhaka/savar'],
  }),
  zone({
    id: 'z-3',
    name: 'Rest of Bangladesh',
    position: 3,
    baseFee: 130,
    perKgFee: 25,
    freeFrom: null,
    cod: false,
    districtIds: DISTRICTS.filter((d) => !['dhaka', 'gazipur'].includes(d.id)).map((d) => d.id),
  }),
];

function serveConfig(shippingZones: ShippingZone[]) {
  const config: StoreConfig = {
    currency: 'BDT',
    shippingFee: 150,
    freeShippingFrom: 8000,
    unpaidOrderTtlHours: 24,
    maxOpenUnpaidOrders: 3,
    maxCartLines: 50,
    timeZone: 'Asia/Dhaka',
    requireVerifiedEmail: false,
    shippingZones,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(config)),
  );
}

const rowOf = async (name: string) => {
  const header = await screen.findByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('the delivery rates on the policies page', () => {
  it('shows each zone with its places, fees, free-from and cash on delivery, in a table that turns into cards', async () => {
    serveConfig(OWNER_ZONES);
    renderWithProviders(<PoliciesPage />, { at: '/policies' });
    const shipping = screen.getByRole('region', { name: 'Shipping and Delivery' });
    const city = await rowOf('Dhaka city');
    expect(city.getByText('Dhaka city thanas')).toBeTruthy();
    expect(city.getByText('৳70')).toBeTruthy();
    expect(city.getByText('৳5,000')).toBeTruthy();
    const suburbs = await rowOf('Dhaka suburbs');
    expect(suburbs.getByText('Savar; Gazipur')).toBeTruthy();
    const rest = await rowOf('Rest of Bangladesh');
    expect(rest.getByText(`Every other district (${DISTRICTS.length - 2})`)).toBeTruthy();
    expect(rest.getByText('Never')).toBeTruthy();
    expect(rest.getByText('No')).toBeTruthy();
    const table = within(shipping).getByRole('table');
    expect(table.className).toContain('table-cards');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Zone', 'Places', 'First kg', 'Each further kg', 'Free from', 'Cash on delivery']);
    // The flat fee no longer applies: the table says what each place pays.
    expect(within(shipping).queryByText(/courier fee of ৳150/)).toBeNull();
    expect(within(shipping).getByText(/We deliver to all 64 districts/)).toBeTruthy();
  });

  it('keeps the flat-fee paragraph while the configured fee is the one zone, and names that zone in the page language', async () => {
    serveConfig([
      zone({
        id: 'default',
        name: 'Bangladesh',
        baseFee: 150,
        perKgFee: 0,
        freeFrom: 8000,
        districtIds: DISTRICTS.map((d) => d.id),
      }),
    ]);
    renderWithProviders(<PoliciesPage />, { at: '/bn/policies', locale: 'bn' });
    const row = await rowOf('বাংলাদেশ');
    expect(row.getByText('সব জেলা')).toBeTruthy();
    expect(row.getByText('৳১৫০')).toBeTruthy();
    expect(row.getByText('হ্যাঁ')).toBeTruthy();
    expect(screen.getByText(/এর কম হলে ৳১৫০ কুরিয়ার চার্জ/)).toBeTruthy();
  });

  it('reads in Bangla, place names and digits too', async () => {
    serveConfig(OWNER_ZONES);
    renderWithProviders(<PoliciesPage />, { at: '/bn/policies', locale: 'bn' });
    const city = await rowOf('Dhaka city');
    expect(city.getByText('ঢাকা শহরের থানাগুলো')).toBeTruthy();
    expect(city.getByText('৳৫,০০০')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'ক্যাশ অন ডেলিভারি' })).toBeTruthy();
  });

  it('passes axe with the rates shown', async () => {
    serveConfig(OWNER_ZONES);
    const { container } = renderWithProviders(<PoliciesPage />, { at: '/policies' });
    await rowOf('Dhaka city');
    // jsdom draws nothing: colour contrast is the browser tests' to check.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });
});

// The demo zones: every place of the geo data is served, by the zone a Dhaka shop would charge for it.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { AREAS } from '@store/shared/geo';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loadShippingZones, quoteFor } from '../../features/shipping/index.ts';
import { seedShippingZones } from './demo-shipping-zones.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const FEES = { SHIPPING_FEE: 12_000, FREE_SHIPPING_FROM: 1_000_000 };

it("serves every area from one of the three demo zones, Dhaka's thanas from Dhaka city", async () => {
  await seedShippingZones(t.store.db, '2026-05-01T10:00:00.000Z');
  await seedShippingZones(t.store.db, '2026-05-01T10:00:00.000Z');
  const zones = await loadShippingZones(t.store.db, FEES);
  expect(zones.map((z) => [z.name, z.baseFee, z.perKgFee, z.freeFrom, z.cod])).toEqual([
    ['Dhaka city', 7000, 2000, 500_000, true],
    ['Dhaka suburbs', 10_000, 2000, 800_000, true],
    ['Rest of Bangladesh', 13_000, 2500, 1_000_000, true],
  ]);
  const zoneOf = (districtId: string, areaId: string) => quoteFor(zones, { districtId, areaId }, 1000, 0)?.zone.name;
  for (const area of AREAS) expect(zoneOf(area.districtId, area.id), area.id).toBeDefined();
  expect(zoneOf('dhaka', 'dhaka/dhanmondi')).toBe('Dhaka city');
  expect(zoneOf('dhaka', 'dhaka/savar')).toBe('Dhaka suburbs');
  expect(zoneOf('gazipur', 'gazipur/gazipur-sadar')).toBe('Dhaka suburbs');
  expect(zoneOf('sylhet', 'sylhet/sylhet-sadar')).toBe('Rest of Bangladesh');
});

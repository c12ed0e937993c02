// The order CSV's delivery columns after the others: district and area of a structured address (English
// names, as couriers read them), the shipping zone and the weight in kg. On SQLite and PostgreSQL.
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertDeskOrder } from '../../../test/order-desk-fixtures.ts';
import { createUser } from '../../../test/users.ts';
import { ORDER_EXPORT_COLUMNS } from './order-export.service.ts';

const DELIVERY = {
  recipientName: 'Nasima Akter',
  phone: '+8801711000000',
  divisionId: 'dhaka',
  districtId: 'dhaka',
  areaId: 'dhaka/dhanmondi',
  street: 'House 12, Road 5',
  landmark: '',
  postcode: '1205',
  line: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
};

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  [buyer, admin] = await Promise.all([createUser(t), createUser(t, { role: 'admin' })]);
});
afterEach(async () => {
  await t.close();
});

const exportRows = async (): Promise<string[][]> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/orders/export.csv?sort=oldest', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.body, { bom: true, relax_column_count: false });
};

describe('the order CSV’s delivery columns', () => {
  it('adds district, area, shipping zone and weight after the existing columns', async () => {
    const rows = await exportRows();
    expect(rows[0]?.slice(0, 14)).toEqual(ORDER_EXPORT_COLUMNS.slice(0, 14));
    expect(rows[0]?.slice(14, 18)).toEqual(['District', 'Area', 'Shipping zone', 'Weight (kg)']);
  });

  it('fills them from a structured address; a free-text one has only its zone and weight', async () => {
    const structured = await insertDeskOrder(t.store.db, buyer, { createdAt: '2026-03-01T05:00:00.000Z' });
    await t.store.db
      .updateTable('orders')
      .set({ deliveryAddress: JSON.stringify(DELIVERY), shippingZone: 'Dhaka city', weightGrams: 1200 })
      .where('id', '=', structured)
      .execute();
    const freeText = await insertDeskOrder(t.store.db, buyer, { createdAt: '2026-03-02T05:00:00.000Z' });
    await t.store.db
      .updateTable('orders')
      .set({ shippingZone: '=Outside Dhaka', weightGrams: 250 })
      .where('id', '=', freeText)
      .execute();
    const beforeZones = await insertDeskOrder(t.store.db, buyer, { createdAt: '2026-03-03T05:00:00.000Z' });
    const rows = (await exportRows()).slice(1);
    expect(rows.map((r) => [r[0], ...r.slice(14, 18)])).toEqual([
      [structured, 'Dhaka', 'Dhanmondi', 'Dhaka city', '1.2'],
      // A zone name a spreadsheet would run is defused like every other text cell.
      [freeText, '', '', "'=Outside Dhaka", '0.25'],
      [beforeZones, '', '', '', ''],
    ]);
  });
});

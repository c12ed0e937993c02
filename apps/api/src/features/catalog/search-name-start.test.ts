// The navbar's suggestions and a search's best match: a name with the typed beginning near its start
// comes before one that has it further on ("cha": Chainring and Chain before Relief Channel), even
// when the engine's rank alone would put the later one first. Both databases (TEST_DB_KIND).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedDemoData } from '../../db/seed/seed.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const names = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products?${query}` })).json<{ name: string }[]>().map((p) => p.name);

describe('search ranking by where the name matches', () => {
  it('puts Chainring and Chain before Relief Channel for "cha", as the navbar asks for them', async () => {
    await seedDemoData(t.store);
    const expected = [
      'Forged Alloy Chainring 44T',
      'Anti-Rust Bicycle Chain 116L',
      'Comfort Saddle with Relief Channel',
    ];
    expect((await names('q=cha&limit=6')).slice(0, 3)).toEqual(expected);
    expect((await names('q=CHA')).slice(0, 3)).toEqual(expected);
  });
});

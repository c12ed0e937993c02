// The server-rendered pages and an unpublished product (decision 243): its page is the 404 page for a visitor,
// the home page and the product list leave it out, and publishing it again brings its page back at once.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productPublicPath } from '@store/shared/product-slug';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { readPage } from '../../../test/html.ts';
import { createUser } from '../../../test/users.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');

let t: TestApp;
let shown: ProductRow;
let hidden: ProductRow;

beforeAll(async () => {
  // The pages come from the built web app and its server renderer: build them when stale.
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/web-build.mjs')], { stdio: 'ignore' });
  t = await buildTestApp({ serveWebApp: true });
  shown = await createProduct(t.store.db, { name: 'Forged Alloy Chainring 44T' });
  hidden = await createProduct(t.store.db, { name: 'Prototype Titanium Crank', published: false });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

it('answers an unpublished product’s page with the 404 page, and leaves it off the home page and the list', async () => {
  const page = await get(productPublicPath({ _id: hidden.id, name: hidden.name }));
  expect(page.statusCode).toBe(404);
  expect(readPage(page.body).h1).toEqual(['Product not found']);
  for (const url of ['/', '/allproducts']) {
    const text = readPage((await get(url)).body).mainText;
    expect(text).toContain('Forged Alloy Chainring 44T');
    expect(text).not.toContain('Prototype Titanium Crank');
  }
  expect((await get(productPublicPath({ _id: shown.id, name: shown.name }))).statusCode).toBe(200);
});

it('shows the page again once the product is published', async () => {
  const owner = await createUser(t, { role: 'owner' });
  const url = productPublicPath({ _id: hidden.id, name: hidden.name });
  expect((await get(url)).statusCode).toBe(404);
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/products/${hidden.id}`,
    headers: owner.headers,
    payload: { published: true },
  });
  expect(res.statusCode).toBe(200);
  const page = await get(url);
  expect(page.statusCode).toBe(200);
  expect(readPage(page.body).h1).toEqual(['Prototype Titanium Crank']);
});

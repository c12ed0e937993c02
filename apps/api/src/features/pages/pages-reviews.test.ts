// The server-rendered home page and store reviews: no reviewer's email in the HTML (not even masked),
// and a review the owner hides or deletes leaves the cached page at once.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';
import { maskEmail } from '../reviews/reviews.service.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');

let t: TestApp;
let karim: TestUser;
let admin: TestUser;

beforeAll(async () => {
  // The pages come from the built web app and its server renderer: build them when stale.
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/web-build.mjs')], { stdio: 'ignore' });
  t = await buildTestApp({ serveWebApp: true });
  karim = await createUser(t, { name: 'Karim Rahman' });
  admin = await createUser(t, { name: 'Owner', role: 'admin' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function post(des: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/review',
    headers: karim.headers,
    payload: { number: 1, des },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}
const home = async () => (await t.app.inject({ method: 'GET', url: '/' })).body;

describe('store reviews on the server-rendered home page', () => {
  it('shows the review and its author’s name but no email, whole or masked', async () => {
    await post('Fast delivery to Chattogram');
    const html = await home();
    expect(html).toContain('Fast delivery to Chattogram');
    expect(html).toContain('Karim Rahman');
    expect(html).not.toContain(karim.email);
    expect(html).not.toContain(maskEmail(karim.email));
    expect(html).not.toContain('userEmail');
  });

  it('drops a review from the cached page as soon as the owner hides or deletes it', async () => {
    const hiddenId = await post('spam test one');
    const deletedId = await post('spam test two');
    await home();
    const cached = await home();
    expect(cached).toContain('spam test one');
    expect(cached).toContain('spam test two');

    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/store-reviews/${hiddenId}/hide`,
      headers: admin.headers,
      payload: { reason: 'Spam' },
    });
    expect(hide.statusCode).toBe(200);
    const afterHide = await home();
    expect(afterHide).not.toContain('spam test one');
    expect(afterHide).toContain('spam test two');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/store-reviews/${deletedId}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(await home()).not.toContain('spam test two');
  });
});

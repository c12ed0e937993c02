// A phone account's placeholder address (`…@phone.invalid`, decision 224) can receive nothing: no message
// is ever written to it, whoever queues one; the other recipients of the same change still get theirs.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { phoneAccountEmail } from '@store/shared/schemas/phone';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';
import { queueAccountMail, queueMail } from './mail.service.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const mailsTo = (recipient: string) =>
  t.store.db
    .selectFrom('mailMessages')
    .select('id')
    .where('recipient', '=', recipient)
    .where('template', '=', 'password-changed')
    .execute();

it('writes no message and no job to a placeholder address', async () => {
  const placeholder = phoneAccountEmail('+8801711000000');
  const jobsBefore = await t.store.db.selectFrom('backgroundJobs').select('id').execute();
  const id = await t.store.db
    .transaction()
    .execute((trx) => queueMail(trx, { template: 'password-changed', to: placeholder, data: { name: 'R' } }));
  expect(id).toBeUndefined();
  await queueAccountMail(t.store.db, {
    template: 'password-changed',
    to: placeholder.toUpperCase(),
    data: { name: 'R' },
  });
  expect(await mailsTo(placeholder)).toEqual([]);
  expect(await mailsTo(placeholder.toUpperCase())).toEqual([]);
  expect(await t.store.db.selectFrom('backgroundJobs').select('id').execute()).toHaveLength(jobsBefore.length);
});

it('still writes to a real address', async () => {
  const user = await createUser(t);
  await queueAccountMail(t.store.db, { template: 'password-changed', to: user.email, data: { name: user.name } });
  expect(await mailsTo(user.email)).toHaveLength(1);
});

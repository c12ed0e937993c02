// The contact form's messages, end to end: a signed-in visitor sends a message from /contact, the owner
// opens it in the inbox (/dashboard/inbox) and replies; the reply is emailed (the admin's mail outbox
// shows it: the e2e server runs without SMTP_URL) and texted, and the sender reads it on /dashboard/messages.
import { randomUUID } from 'node:crypto';
import { englishTexts } from '@store/shared/i18n/server';
import { E2E_ADMIN, expect, expectNoA11yViolations, isPhone, signUpThroughApi, switchTo, test } from './fixtures.ts';
import { latestMail, latestSms } from './support/outbox.ts';
import { CONTACT_TEXT, SPEC_TEXT } from './texts.ts';

const { CONTACT_FORM, INBOX_TEXT, MY_MESSAGES_TEXT } = englishTexts('contact-inbox');
const originOf = () => new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;

test('a visitor writes through the contact form and the owner replies from the inbox', async ({ page }, testInfo) => {
  // Two accounts, four pages and axe audits on a two-core machine.
  test.slow();
  const buyer = await signUpThroughApi(page);
  const subject = `Chainrings ${randomUUID().slice(0, 8)}`;
  // The store refuses a form sent within seconds of showing it (a robot's): the page's clock starts a
  // minute back, so the journey need not wait like a person typing.
  await page.clock.install({ time: Date.now() - 60_000 });
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByLabel(CONTACT_TEXT.labelName, { exact: true }).fill('Rahim Uddin');
  await main.getByLabel(CONTACT_TEXT.labelEmail, { exact: true }).fill(buyer.email);
  await main.getByLabel(CONTACT_TEXT.labelPhone, { exact: true }).fill('01711-000000');
  await main.getByLabel(CONTACT_TEXT.labelSubject, { exact: true }).fill(subject);
  await main.getByLabel(CONTACT_TEXT.labelMessage, { exact: true }).fill('Please quote forty 44T chainrings.');
  await main.getByRole('button', { name: SPEC_TEXT.sentMessage }).click();
  await expect(main.getByRole('status')).toHaveText(CONTACT_FORM.sent({ email: buyer.email }));
  const copy = await latestMail(originOf(), buyer.email, 'contact-copy');
  expect(copy.subject).toContain(subject);

  await switchTo(page, E2E_ADMIN);
  await page.goto('/dashboard/inbox?status=new');
  await page.getByRole('button', { name: INBOX_TEXT.openMessage({ subject }) }).click();
  const thread = page.getByRole('region', { name: subject });
  await expect(thread).toContainText('Please quote forty 44T chainrings.');
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  if (isPhone(testInfo)) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  const since = new Date().toISOString();
  await thread.getByLabel(INBOX_TEXT.replyLabel).fill('Yes: 44T chainrings ship in two weeks.');
  await thread.getByRole('button', { name: INBOX_TEXT.sendReply }).click();
  await expect(thread.getByRole('status')).toHaveText(INBOX_TEXT.replySent({ sms: 'yes' }));

  const reply = await latestMail(originOf(), buyer.email, 'contact-reply');
  expect(reply.subject).toBe(`Re: ${subject}`);
  expect(reply.html).toContain('Yes: 44T chainrings ship in two weeks.');
  const sms = await latestSms(originOf(), '+8801711000000', 'contact-reply', since);
  expect(sms.body).toContain('Yes: 44T chainrings ship in two weeks.');

  await switchTo(page, buyer);
  await page.goto('/dashboard/messages');
  const message = page.getByRole('article', { name: subject });
  await expect(message).toContainText('Yes: 44T chainrings ship in two weeks.');
  await expect(page.getByRole('heading', { name: MY_MESSAGES_TEXT.title })).toBeVisible();
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
});

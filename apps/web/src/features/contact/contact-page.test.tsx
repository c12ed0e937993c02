import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUES } from '@store/shared/i18n/catalogues';
import { ErrorBodySchema } from '@store/shared/schemas';
import { type ApiStub, StubAnswer, apiError, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ContactPage, useOffices } from './contact-page.tsx';
import { OFFICES } from './offices.ts';
import { OFFICES as OFFICES_BN } from './offices.bn.ts';

let api: ApiStub;
// The offices are a chunk of their own per language: here before the page renders.
beforeAll(() => Promise.all([useOffices.load('en'), useOffices.load('bn')]));
beforeEach(() => {
  api = stubApi({ 'POST /api/contact': { id: 'c-1' } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const contactCalls = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/contact');

function renderPage(url = '/contact') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ContactPage />
    </MemoryRouter>,
  );
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('ContactPage', () => {
  it('shows the offices and a form whose fields the browser requires', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Head office and factory, Dhaka' })).toBeTruthy();
    for (const name of ['Name', 'Email', 'Phone', 'Subject', 'Message']) expect(field(name).required).toBe(true);
    expect(field('Email').type).toBe('email');
    expect(field('Phone').type).toBe('tel');
    expect(screen.getByRole('button', { name: 'Sent Message' })).toBeTruthy();
    expect(document.title).toBe('Contact Us | Bicycle Manufacturer');
  });

  it('sends the message to the store with when the form was shown, says so and clears the form', async () => {
    const user = userEvent.setup();
    const shownFrom = Date.now();
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('');
    await user.type(field('Name'), 'Rahim Uddin');
    await user.type(field('Email'), 'rahim@example.com');
    await user.type(field('Phone'), '+880 1711-000000');
    await user.type(field('Subject'), 'Chains');
    await user.type(field('Message'), 'Do you ship 500 chains to Sylhet?');
    await user.click(screen.getByRole('button', { name: 'Sent Message' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Thank you, your message was sent. We answer within one working day; a copy is on its way to rahim@example.com.',
    );
    const [call] = contactCalls();
    expect(call?.body).toMatchObject({
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      phone: '+880 1711-000000',
      subject: 'Chains',
      message: 'Do you ship 500 chains to Sylhet?',
      website: '',
      locale: 'en',
    });
    expect((call?.body as { shownAt: number }).shownAt).toBeGreaterThanOrEqual(shownFrom);
    for (const name of ['Name', 'Email', 'Phone', 'Subject', 'Message']) expect(field(name).value).toBe('');
  });

  it('shows why the store refused the message, on its field, and keeps what was typed', async () => {
    api.on(
      'POST /api/contact',
      apiError(400, 'VALIDATION_FAILED', 'Invalid input.', {
        message: 'A message may hold at most 2 links. Please remove some.',
      }),
    );
    const user = userEvent.setup();
    renderPage();
    for (const name of ['Name', 'Email', 'Phone', 'Subject']) await user.type(field(name), 'a@example.com');
    await user.type(field('Message'), 'http://a http://b http://c');
    await user.click(screen.getByRole('button', { name: 'Sent Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A message may hold at most 2 links. Please remove some.',
    );
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');
    expect(field('Message').value).toBe('http://a http://b http://c');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('does nothing while a required field is empty', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sent Message' }));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(contactCalls()).toEqual([]);
  });

  it('fills the subject from Request For Quote', () => {
    renderPage('/contact?subject=Request%20For%20Quote');
    expect(field('Subject').value).toBe('Request For Quote');
  });
});

describe('ContactPage in Bangla', () => {
  const renderBangla = (url = '/contact') => renderWithProviders(<ContactPage />, { at: url, locale: 'bn' });

  it('shows the offices, the opening hours and the form in Bangla', () => {
    renderBangla();
    expect(screen.getByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'প্রধান কার্যালয় ও কারখানা, ঢাকা' })).toBeTruthy();
    expect(screen.getByText('৪২ তেজগাঁও শিল্প এলাকা, ঢাকা ১২০৮, বাংলাদেশ')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+৮৮০ ১৭১১-০০০১১১' }).getAttribute('href')).toBe('tel:+8801711000111');
    expect(screen.getByText('শনি–বৃহস্পতি সকাল ১০টা থেকে সন্ধ্যা ৭টা')).toBeTruthy();
    for (const name of ['নাম', 'ইমেইল', 'ফোন', 'বিষয়', 'মেসেজ']) expect(field(name).required).toBe(true);
    expect(screen.getByRole('button', { name: 'বার্তা পাঠান' })).toBeTruthy();
    expect(document.title).toBe('যোগাযোগ করুন | Bicycle Manufacturer');
  });

  it('says in Bangla what a field is missing, and that an email address is not one', async () => {
    const user = userEvent.setup();
    renderBangla();
    await user.click(screen.getByRole('button', { name: 'বার্তা পাঠান' }));
    expect(field('নাম').validationMessage).toBe('এই ঘরটি পূরণ করুন।');
    expect(contactCalls()).toEqual([]);
    await user.type(field('নাম'), 'রহিম উদ্দিন');
    expect(field('নাম').validity.valid).toBe(true);
    await user.type(field('ইমেইল'), 'rahim');
    await user.click(screen.getByRole('button', { name: 'বার্তা পাঠান' }));
    expect(field('ইমেইল').validationMessage).toBe('সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।');
    expect(contactCalls()).toEqual([]);
  });

  it('says in Bangla that the message was sent, in the language of the copy', async () => {
    const user = userEvent.setup();
    renderBangla('/contact?subject=' + encodeURIComponent('দাম জানতে চান'));
    expect(field('বিষয়').value).toBe('দাম জানতে চান');
    await user.type(field('নাম'), 'রহিম উদ্দিন');
    await user.type(field('ইমেইল'), 'rahim@example.com');
    await user.type(field('ফোন'), '01711000000');
    await user.type(field('মেসেজ'), 'সিলেটে ৫০০টা চেইন পাঠাতে পারবেন?');
    await user.click(screen.getByRole('button', { name: 'বার্তা পাঠান' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'ধন্যবাদ, আপনার বার্তা পাঠানো হয়েছে। আমরা এক কর্মদিবসের মধ্যে উত্তর দিই; একটি কপি rahim@example.com ঠিকানায় যাচ্ছে।',
    );
    expect(contactCalls()[0]?.body).toMatchObject({ subject: 'দাম জানতে চান', locale: 'bn' });
  });

  it('says in Bangla why a message sent too fast was refused', async () => {
    const ref = '@i18n:contact-inbox.CONTACT_ERROR.tooFast';
    api.on(
      'POST /api/contact',
      new StubAnswer(
        400,
        { error: { code: 'BAD_REQUEST', message: 'That was sent too fast.', messageId: ref } },
        {},
        ErrorBodySchema,
      ),
    );
    const user = userEvent.setup();
    renderBangla();
    for (const name of ['নাম', 'ইমেইল', 'ফোন', 'বিষয়', 'মেসেজ']) await user.type(field(name), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'বার্তা পাঠান' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'এত দ্রুত পাঠানো হয়েছে যে কোনো মানুষের লেখা মনে হচ্ছে না। কয়েক সেকেন্ড অপেক্ষা করে আবার পাঠান।',
    );
  });
});

describe('the offices', () => {
  it('are the same in both languages, the head office at the company’s address', () => {
    expect(OFFICES_BN.map((o) => o.phoneHref)).toEqual(OFFICES.map((o) => o.phoneHref));
    expect(OFFICES[0]?.address).toBe(CATALOGUES.en.common.COMPANY.address);
    expect(OFFICES_BN[0]?.address).toBe(CATALOGUES.bn.common.COMPANY.address);
    expect(OFFICES[0]?.phone).toBe(CATALOGUES.en.common.COMPANY.helpline);
    expect(OFFICES_BN[0]?.phone).toBe(CATALOGUES.bn.common.COMPANY.helpline);
    expect(OFFICES_BN.flatMap((o) => `${o.name} ${o.address} ${o.phone}`.match(/[A-Za-z]{2,}/g) ?? [])).toEqual([]);
  });
});

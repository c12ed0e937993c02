import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_CONTACT } from '@store/shared/constants';
import { CATALOGUES } from '@store/shared/i18n/catalogues';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import type * as ContactMail from './contact-mail.ts';
import { openMailClient } from './contact-mail.ts';
import { ContactPage, useOffices } from './contact-page.tsx';
import { OFFICES } from './offices.ts';
import { OFFICES as OFFICES_BN } from './offices.bn.ts';

vi.mock('./contact-mail.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ContactMail>()),
  openMailClient: vi.fn(),
}));

let api: ApiStub;
// The offices are a chunk of their own per language: here before the page renders.
beforeAll(() => Promise.all([useOffices.load('en'), useOffices.load('bn')]));
beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(openMailClient).mockReset();
});

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

  it('hands the message to the email app, addressed to the company, says so and clears the form', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('');
    await user.type(field('Name'), 'Rahim Uddin');
    await user.type(field('Email'), 'rahim@example.com');
    await user.type(field('Phone'), '+880 1711-000000');
    await user.type(field('Subject'), 'Chains');
    await user.type(field('Message'), 'Do you ship 500 chains to Sylhet?');
    await user.click(screen.getByRole('button', { name: 'Sent Message' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Your email app should now open with your message to sales@bicyclemfr.example: press Send there. If it does not open, write to sales@bicyclemfr.example or call +880 1711-000111.',
    );
    expect(openMailClient).toHaveBeenCalledTimes(1);
    const url = new URL(vi.mocked(openMailClient).mock.calls[0]?.[0] ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(COMPANY_CONTACT.email);
    expect(url.searchParams.get('subject')).toBe('Chains');
    expect(url.searchParams.get('body')).toContain('Do you ship 500 chains to Sylhet?');
    expect(url.searchParams.get('body')).toContain('rahim@example.com');
    for (const name of ['Name', 'Email', 'Phone', 'Subject', 'Message']) expect(field(name).value).toBe('');
    expect(api.calls).toEqual([]);
  });

  it('does nothing while a required field is empty', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sent Message' }));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(openMailClient).not.toHaveBeenCalled();
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
    expect(openMailClient).not.toHaveBeenCalled();
    await user.type(field('নাম'), 'রহিম উদ্দিন');
    expect(field('নাম').validity.valid).toBe(true);
    await user.type(field('ইমেইল'), 'rahim');
    await user.click(screen.getByRole('button', { name: 'বার্তা পাঠান' }));
    expect(field('ইমেইল').validationMessage).toBe('সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।');
    expect(openMailClient).not.toHaveBeenCalled();
  });

  it('says in Bangla that the message went to the email app, with the helpline in Bengali digits', async () => {
    const user = userEvent.setup();
    renderBangla('/contact?subject=' + encodeURIComponent('দাম জানতে চান'));
    expect(field('বিষয়').value).toBe('দাম জানতে চান');
    await user.type(field('নাম'), 'রহিম উদ্দিন');
    await user.type(field('ইমেইল'), 'rahim@example.com');
    await user.type(field('ফোন'), '01711000000');
    await user.type(field('মেসেজ'), 'সিলেটে ৫০০টা চেইন পাঠাতে পারবেন?');
    await user.click(screen.getByRole('button', { name: 'বার্তা পাঠান' }));
    expect(screen.getByRole('status').textContent).toBe(
      'আপনার ইমেইল অ্যাপে sales@bicyclemfr.example ঠিকানায় মেসেজটি খুলে যাওয়ার কথা: সেখানে পাঠানোর বোতাম চাপুন। অ্যাপ না খুললে sales@bicyclemfr.example ঠিকানায় লিখুন অথবা +৮৮০ ১৭১১-০০০১১১ নম্বরে ফোন করুন।',
    );
    expect(openMailClient).toHaveBeenCalledTimes(1);
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

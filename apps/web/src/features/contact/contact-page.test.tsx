import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY } from '@store/shared/messages';
import { CONTACT_TEXT } from '@store/shared/messages/pages';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import type * as ContactMail from './contact-mail.ts';
import { openMailClient } from './contact-mail.ts';
import { ContactPage } from './contact-page.tsx';

vi.mock('./contact-mail.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ContactMail>()),
  openMailClient: vi.fn(),
}));

let api: ApiStub;
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
    expect(screen.getByRole('status').textContent).toBe(CONTACT_TEXT.contactHandedOff(COMPANY.email, COMPANY.helpline));
    expect(openMailClient).toHaveBeenCalledTimes(1);
    const url = new URL(vi.mocked(openMailClient).mock.calls[0]?.[0] ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(COMPANY.email);
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

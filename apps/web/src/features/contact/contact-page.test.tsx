import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from './contact-page.tsx';

const fetchSpy = vi.fn();
beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
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

  it('after sending, says the message was sent and clears the form, without calling the server', async () => {
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
      'Thank you! Your message has been sent. We will answer within one working day.',
    );
    for (const name of ['Name', 'Email', 'Phone', 'Subject', 'Message']) expect(field(name).value).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('does not claim to send while a required field is empty', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sent Message' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('fills the subject from Request For Quote', () => {
    renderPage('/contact?subject=Request%20For%20Quote');
    expect(field('Subject').value).toBe('Request For Quote');
  });
});

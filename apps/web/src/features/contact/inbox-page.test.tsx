import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import type { ContactThread } from '@store/shared/schemas';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { InboxPage } from './inbox-page.tsx';
import { MyMessagesPage } from './my-messages-page.tsx';

const { INBOX_TEXT, MY_MESSAGES_TEXT } = textsIn('en', 'contact-inbox');

const thread = (n: number, overrides: Partial<ContactThread> = {}): ContactThread => ({
  id: `c0ffee00-0000-4000-8000-00000000000${n}`,
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  phone: '01711000000',
  subject: `Chains ${n}`,
  message: 'Do you ship 500 chains to Sylhet?',
  status: 'new',
  createdAt: '2030-01-01T10:00:00.000Z',
  replies: [],
  ...overrides,
});
const REPLY = { id: 'r1', body: 'Yes, in two weeks.', smsSent: true, createdAt: '2030-01-01T12:00:00.000Z' };

let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    'GET /api/admin/contact-messages': [thread(1), thread(2, { status: 'closed' })],
    'POST /api/admin/contact-messages/:id/replies': thread(1, { status: 'answered', replies: [REPLY] }),
    'PUT /api/admin/contact-messages/:id/status': thread(1, { status: 'closed' }),
    'GET /api/contact-messages/mine': [thread(1, { status: 'answered', replies: [REPLY] }), thread(2)],
  });
});
afterEach(() => cleanup());

const noViolations = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
};

describe('InboxPage', () => {
  it('lists the messages with their state, filters by state and passes axe', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<InboxPage />, { at: '/dashboard/inbox' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Chains 1' })).toBeTruthy();
    expect(within(table).getByText(INBOX_TEXT.statusClosed)).toBeTruthy();
    await noViolations(container);
    await user.click(screen.getByRole('button', { name: INBOX_TEXT.statusNew }));
    expect(screen.getByRole('button', { name: INBOX_TEXT.statusNew }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('table');
    expect(api.calls.some((c) => c.path === '/api/admin/contact-messages' && c.query.get('status') === 'new')).toBe(
      true,
    );
  });

  it('opens a thread, sends a reply (email and SMS) and closes the message', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<InboxPage />, { at: '/dashboard/inbox' });
    await user.click(await screen.findByRole('button', { name: INBOX_TEXT.openMessage({ subject: 'Chains 1' }) }));
    const section = screen.getByRole('region', { name: 'Chains 1' });
    expect(within(section).getByText('Do you ship 500 chains to Sylhet?')).toBeTruthy();
    await noViolations(container);
    await user.type(within(section).getByRole('textbox', { name: INBOX_TEXT.replyLabel }), 'Yes, in two weeks.');
    await user.click(within(section).getByRole('button', { name: INBOX_TEXT.sendReply }));
    expect(await within(section).findByText('Reply sent by email and SMS.')).toBeTruthy();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe(`/api/admin/contact-messages/${thread(1).id}/replies`);
    expect(post?.body).toEqual({ body: 'Yes, in two weeks.' });
    await user.click(within(section).getByRole('button', { name: INBOX_TEXT.close }));
    expect(await within(section).findByText(INBOX_TEXT.closed)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'closed' });
  });

  it('keeps the thread open after a reply takes its message out of an emptied filter', async () => {
    const user = userEvent.setup();
    let replied = false;
    api = stubApi({
      'GET /api/admin/contact-messages': () => (replied ? [] : [thread(1)]),
      'POST /api/admin/contact-messages/:id/replies': () => {
        replied = true;
        return thread(1, { status: 'answered', replies: [REPLY] });
      },
    });
    renderWithProviders(<InboxPage />, { at: '/dashboard/inbox?status=new' });
    await user.click(await screen.findByRole('button', { name: INBOX_TEXT.openMessage({ subject: 'Chains 1' }) }));
    const section = screen.getByRole('region', { name: 'Chains 1' });
    await user.type(within(section).getByRole('textbox', { name: INBOX_TEXT.replyLabel }), 'Yes, in two weeks.');
    await user.click(within(section).getByRole('button', { name: INBOX_TEXT.sendReply }));
    expect(await screen.findByText(INBOX_TEXT.empty)).toBeTruthy();
    const kept = screen.getByRole('region', { name: 'Chains 1' });
    expect(within(kept).getByRole('status').textContent).toBe('Reply sent by email and SMS.');
    expect(within(kept).getByText('Yes, in two weeks.', { selector: 'li p' })).toBeTruthy();
  });

  it('reads in Bangla on a Bangla page', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<InboxPage />, { at: '/bn/dashboard/inbox', locale: 'bn' });
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'ইনবক্স' })).toBeTruthy();
    expect(within(table).getByText('নতুন')).toBeTruthy();
    expect(within(table).getByText('বন্ধ')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Chains 1 বার্তাটি খুলুন' }));
    expect(screen.getByRole('textbox', { name: 'আপনার উত্তর' })).toBeTruthy();
    await noViolations(container);
  });
});

describe('MyMessagesPage', () => {
  it('shows the sender their messages and the replies, and passes axe', async () => {
    const { container } = renderWithProviders(<MyMessagesPage />, { at: '/dashboard/messages' });
    const first = await screen.findByRole('article', { name: 'Chains 1' });
    expect(within(first).getByText('Yes, in two weeks.')).toBeTruthy();
    const second = screen.getByRole('article', { name: 'Chains 2' });
    expect(within(second).getByText(MY_MESSAGES_TEXT.noReply)).toBeTruthy();
    await noViolations(container);
  });

  it('says so when there is none, in Bangla, with a link to the contact page', async () => {
    api.on('GET /api/contact-messages/mine', []);
    const { container } = renderWithProviders(<MyMessagesPage />, { at: '/bn/dashboard/messages', locale: 'bn' });
    expect(await screen.findByText(/আপনি এখনো আমাদের কোনো বার্তা পাঠাননি।/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'আমাদের লিখুন' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'আমার বার্তা' })).toBeTruthy();
    await noViolations(container);
  });
});

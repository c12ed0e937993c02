// The audit trail page, in English and Bangla: each change with who, what, the object and its fields before and
// after; the filters go to the API with Show, paging asks the next page, Export CSV downloads. Checked by axe.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { renderWithProviders } from '../../testing/render.tsx';
import type { AuditEntry, AuditPage as AuditPageAnswer } from './api/audit.ts';
import { AuditPage } from './audit-page.tsx';

const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `entry-${n}`,
  at: '2030-01-01T10:00:00.000Z',
  actorId: 'u-1',
  actorEmail: 'manager@example.com',
  actorRole: 'manager',
  kind: 'product.price',
  objectType: 'product',
  objectId: `p-${n}`,
  before: { price: 45000 },
  after: { price: 50000 },
  ...overrides,
});

let urls: string[];
let answer: AuditPageAnswer;
// NOTE: fetch is stubbed here rather than through testing/api-stub.ts: the answer's schema lives beside the
// API's routes, not in @store/shared, so the stub's table of routes has no entry for it.
beforeEach(() => {
  urls = [];
  answer = {
    items: [entry(1), entry(2, { kind: 'category.created', before: null, after: { name: 'Tyres' } })],
    page: 1,
    pageSize: 50,
    total: 120,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      urls.push(url);
      if (url.includes('/admin/audit.csv'))
        return new Response('at,kind\r\n', { headers: { 'content-type': 'text/csv' } });
      const page = Number(new URL(url, 'http://localhost').searchParams.get('page') ?? '1');
      return new Response(JSON.stringify({ ...answer, page }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the audit trail page', () => {
  const { AUDIT_TEXT: T, AUDIT_KINDS: K } = textsIn('en', 'audit');

  it('lists each change with who made it, its kind, object and the fields before and after', async () => {
    renderWithProviders(<AuditPage />);
    expect(await screen.findByRole('heading', { name: T.title })).toBeTruthy();
    expect(await screen.findByText(T.total({ count: 120 }))).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('manager@example.com')).toBeTruthy();
    expect(within(first).getByText(K['product.price'])).toBeTruthy();
    expect(within(first).getByText('p-1')).toBeTruthy();
    expect(first.textContent).toContain('price: 45000');
    expect(first.textContent).toContain('price: 50000');
    expect(within(rows[1] as HTMLElement).getByText(T.none)).toBeTruthy();
  });

  it('sends the filters with Show, and pages forward', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuditPage />);
    await screen.findByRole('heading', { name: T.title });
    await user.type(screen.getByLabelText(T.person), 'manager@example.com');
    await user.selectOptions(screen.getByLabelText(T.kind), 'order.refund');
    await user.click(screen.getByRole('button', { name: T.apply }));
    await waitFor(() => expect(urls.at(-1)).toContain('person=manager%40example.com'));
    expect(urls.at(-1)).toContain('kind=order.refund');
    expect(urls.at(-1)).toContain('page=1');
    await user.click(await screen.findByRole('button', { name: T.next }));
    await waitFor(() => expect(urls.at(-1)).toContain('page=2'));
    expect(await screen.findByText(T.pageOf({ page: 2, pages: 3 }))).toBeTruthy();
  });

  it('downloads the CSV of the same filters', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:audit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderWithProviders(<AuditPage />);
    await user.click(await screen.findByRole('button', { name: T.exportCsv }));
    await waitFor(() => expect(urls.some((u) => u.includes('/admin/audit.csv'))).toBe(true));
  });

  it.each(['en', 'bn'] as const)('reads in %s and passes axe', async (locale) => {
    const { AUDIT_TEXT, AUDIT_KINDS } = textsIn(locale, 'audit');
    const view = renderWithProviders(<AuditPage />, { locale });
    expect(await screen.findByRole('heading', { level: 2, name: AUDIT_TEXT.title })).toBeTruthy();
    expect(await screen.findByText(AUDIT_KINDS['category.created'])).toBeTruthy();
    await waitFor(async () => {
      const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  });
});

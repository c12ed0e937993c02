// The owner's promotions list: state, kind, code, dates in Dhaka time, uses and discount given; the state filter,
// pause and resume, delete only while unused; in English and Bangla, checked by axe.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import type { Promotion } from '@store/shared/schemas';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aPromotion } from '../../testing/promotion-factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { PromotionsPage } from './promotions-page.tsx';

const fire = vi.hoisted(() => vi.fn(async () => ({ isConfirmed: true })));
vi.mock('sweetalert2', () => ({ default: { fire } }));

let api: ApiStub;
let promotions: Promotion[];
beforeEach(() => {
  localStorage.setItem('accessToken', 'token-1');
  promotions = [
    aPromotion(),
    aPromotion({
      _id: 'pr-2',
      name: 'Free delivery weekend',
      kind: 'free_shipping',
      code: null,
      percent: null,
      endsAt: null,
      status: 'paused',
      state: 'paused',
      uses: 0,
      discountGiven: 0,
      maxUses: null,
    }),
  ];
  api = stubApi({
    'GET /api/admin/promotions': ({ query }) =>
      promotions.filter((p) => !query.get('state') || p.state === query.get('state')),
    'PATCH /api/admin/promotions/:id/status': ({ params, body }) => {
      const { status } = body as { status: 'active' | 'paused' };
      promotions = promotions.map((p) =>
        p._id === params.id ? { ...p, status, state: status === 'paused' ? 'paused' : 'running' } : p,
      );
      return promotions.find((p) => p._id === params.id) ?? aPromotion();
    },
    'DELETE /api/admin/promotions/:id': ({ params }) => {
      promotions = promotions.filter((p) => p._id !== params.id);
      return { deletedCount: 1 };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  fire.mockClear();
});

const rowOf = async (name: string) =>
  within((await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement);

describe.each(['en', 'bn'] as const)('PromotionsPage (%s)', (locale) => {
  const { PROMOTIONS_ADMIN_TEXT: T, PROMOTION_STATE, PROMOTION_KIND } = textsIn(locale, 'promotions-ui');
  const page = () =>
    renderWithProviders(<PromotionsPage />, { at: `${locale === 'bn' ? '/bn' : ''}/dashboard/promotions`, locale });

  it('lists each promotion with its state, kind, code, Dhaka dates, uses of its limit and discount given', async () => {
    page();
    expect(screen.getByRole('heading', { level: 2, name: T.title })).toBeTruthy();
    const eid = await rowOf('Eid sale');
    expect(eid.getByText(PROMOTION_STATE.running)).toBeTruthy();
    expect(eid.getByText(PROMOTION_KIND.order_percent)).toBeTruthy();
    expect(eid.getByText('EID10')).toBeTruthy();
    expect(eid.getByText(T.usesOf({ uses: 12, max: 100 }))).toBeTruthy();
    const dates = eid.getAllByRole('cell')[3]?.textContent ?? '';
    if (locale === 'en') {
      expect(dates).toBe('Mar 1, 2026, 10:00 AM to Mar 10, 2026, 11:59 PM');
      expect(eid.getByText('৳3,450.50')).toBeTruthy();
    } else {
      expect(dates).toMatch(/১০:০০/);
      expect(eid.getByText('৳৩,৪৫০.৫০')).toBeTruthy();
    }
    const free = await rowOf('Free delivery weekend');
    expect(free.getByText(T.automatic)).toBeTruthy();
    expect(free.getByText(PROMOTION_STATE.paused)).toBeTruthy();
    // A used promotion cannot be deleted; an unused one can.
    expect(eid.queryByRole('button', { name: T.deleteOf({ name: 'Eid sale' }) })).toBeNull();
    expect(free.getByRole('button', { name: T.deleteOf({ name: 'Free delivery weekend' }) })).toBeTruthy();
    expect(eid.getByRole('link', { name: T.editOf({ name: 'Eid sale' }) }).getAttribute('href')).toBe(
      '/dashboard/promotions/pr-1',
    );
  });

  it('filters by state through the server', async () => {
    const user = userEvent.setup();
    page();
    await rowOf('Eid sale');
    await user.click(screen.getByRole('button', { name: PROMOTION_STATE.paused }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Eid sale' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Free delivery weekend' })).toBeTruthy();
    expect(api.calls.some((c) => c.query.get('state') === 'paused')).toBe(true);
    expect(screen.getByRole('button', { name: PROMOTION_STATE.paused }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: PROMOTION_STATE.ended }));
    expect(await screen.findByText(T.emptyState)).toBeTruthy();
  });

  it('pauses a running promotion and resumes a paused one', async () => {
    const user = userEvent.setup();
    page();
    await user.click((await rowOf('Eid sale')).getByRole('button', { name: T.pauseOf({ name: 'Eid sale' }) }));
    expect(await (await rowOf('Eid sale')).findByText(PROMOTION_STATE.paused)).toBeTruthy();
    await user.click(
      (await rowOf('Free delivery weekend')).getByRole('button', {
        name: T.resumeOf({ name: 'Free delivery weekend' }),
      }),
    );
    expect(await (await rowOf('Free delivery weekend')).findByText(PROMOTION_STATE.running)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      ['/api/admin/promotions/pr-1/status', { status: 'paused' }],
      ['/api/admin/promotions/pr-2/status', { status: 'active' }],
    ]);
  });

  it('deletes an unused promotion after asking, and passes axe', async () => {
    const user = userEvent.setup();
    const { container } = page();
    await rowOf('Eid sale');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: T.deleteOf({ name: 'Free delivery weekend' }) }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Free delivery weekend' })).toBeNull());
    expect(fire).toHaveBeenCalledOnce();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/promotions/pr-2')).toBe(true);
  });
});

describe('PromotionsPage when the list fails', () => {
  it('offers to try again', async () => {
    api.on('GET /api/admin/promotions', apiError(500, 'INTERNAL', 'x'));
    renderWithProviders(<PromotionsPage />, { at: '/dashboard/promotions' });
    expect(await screen.findByRole('button', { name: textsIn('en', 'common').UI_TEXT.retry })).toBeTruthy();
  });
});

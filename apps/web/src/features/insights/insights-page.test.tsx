// The insights page against the API's double: the figures beside the previous period, the charts'
// captions and their tables, the top variants, the period kept in the address, the per-day CSV.
// NOTE: jsdom has no canvas; Chart.js itself is drawn in the Playwright journey (e2e/insights.spec.ts).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import type { Insights } from '@store/shared/schemas';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { InsightsPage } from './insights-page.tsx';
import { changePercent, perDayCsv } from './insights-format.ts';
import { periodFromSearch, presetPeriod, todayIn } from './period.ts';

vi.mock('./components/chart-canvas.tsx', () => ({
  CHART_COLOURS: ['#000000', '#111111', '#222222'],
  ChartCanvas: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const T = textsIn('en', 'insights').INSIGHTS_TEXT;

/** Latin words a person reads on the page (text, labels, titles), outside data marked translate="no". */
function latinWords(): string[] {
  const words: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('[translate="no"], [data-testid]')) continue;
    words.push(...((node.textContent ?? '').match(/[A-Za-z]{2,}/g) ?? []));
  }
  for (const element of document.querySelectorAll('[aria-label], [title]')) {
    if (element.closest('[translate="no"]')) continue;
    for (const name of ['aria-label', 'title'])
      words.push(...((element.getAttribute(name) ?? '').match(/[A-Za-z]{2,}/g) ?? []));
  }
  return words;
}

function anInsights(from: string, to: string, overrides: Partial<Insights> = {}): Insights {
  return {
    currency: 'BDT',
    from,
    to,
    revenue: 12_500,
    paidOrders: 5,
    averageOrderValue: 2500,
    piecesSold: 9,
    newCustomers: 3,
    awaitingShipment: 2,
    byDay: [
      { date: from, revenue: 10_000, orders: 4 },
      { date: to, revenue: 2500, orders: 1 },
    ],
    byStatus: {
      unpaid: 1,
      paid: 2,
      processing: 0,
      shipped: 1,
      delivered: 1,
      cancelled: 0,
      expired: 0,
      refund_due: 0,
      refunded: 1,
      returned: 0,
    },
    byMethod: [{ method: 'sandbox', revenue: 12_500, orders: 5 }],
    topProducts: [{ productId: 'p1', productname: 'Disc Brake Rotor', pieces: 2, revenue: 9000 }],
    topProductsByPieces: [{ productId: 'p2', productname: 'Brake Pads', pieces: 6, revenue: 1500 }],
    previous: {
      from: '2000-01-01',
      to: '2000-01-02',
      revenue: 10_000,
      paidOrders: 5,
      averageOrderValue: 2000,
      piecesSold: 0,
      newCustomers: 0,
      ...overrides.previous,
    },
    ...overrides,
  };
}

/** A variant of a product with options, and a product without options (its one variant's title is ''). */
const TOP_VARIANTS: NonNullable<Insights['topVariants']> = [
  { productId: 'p3', productname: 'Chainring', variantId: 'v1', variantTitle: '34T / Black', pieces: 3, revenue: 9000 },
  { productId: 'p2', productname: 'Brake Pads', variantId: 'v2', variantTitle: '', pieces: 6, revenue: 1500.5 },
];

let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    'GET /api/store/config': {
      currency: 'BDT',
      shippingFee: 120,
      freeShippingFrom: 10_000,
      unpaidOrderTtlHours: 48,
      maxOpenUnpaidOrders: 5,
      maxCartLines: 50,
      timeZone: 'Asia/Dhaka',
    },
    'GET /api/admin/insights': ({ query }) => anInsights(query.get('from') ?? '', query.get('to') ?? ''),
  });
});
afterEach(() => {
  cleanup();
});

function ShowSearch() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(at: string) {
  return renderWithProviders(
    <>
      <InsightsPage />
      <ShowSearch />
    </>,
    { at },
  );
}

const today = () => todayIn('Asia/Dhaka');
const insightsCalls = () => api.calls.filter((c) => c.path === '/api/admin/insights');

describe('insights page', () => {
  it('asks for the last 30 days of the store by default and shows each figure beside the previous period', async () => {
    renderAt('/dashboard/insights');
    const figures = await screen.findByLabelText(T.figures);
    expect(insightsCalls()[0]?.query.get('to')).toBe(today());
    expect(insightsCalls()[0]?.query.get('from')).toBe(presetPeriod('30d', today()).from);
    const revenue = within(figures).getByText(T.revenue).parentElement;
    expect(revenue?.textContent).toContain('৳12,500');
    expect(revenue?.textContent).toContain(T.change({ percent: '+25%' }));
    expect(revenue?.textContent).toContain(T.previous({ value: '৳10,000' }));
    expect(within(figures).getByText(T.paidOrders).parentElement?.textContent).toContain(T.noChange);
    expect(within(figures).getByText(T.piecesSold).parentElement?.textContent).toContain(T.noPrevious);
    expect(within(figures).getByText(T.awaitingShipment).parentElement?.textContent).toContain(T.awaitingShipmentHint);
  });

  it('gives every chart a caption and a switch to its table with the same numbers', async () => {
    renderAt('/dashboard/insights?period=7d');
    const panel = (await screen.findByRole('heading', { name: T.dayChart })).closest('section');
    if (!panel) throw new Error('no day chart');
    const caption = within(panel).getByRole('figure');
    expect(within(panel).getByRole('img').getAttribute('aria-label')).toContain('the best day was');
    expect(caption.textContent).toContain(`Revenue in taka (bars) and paid orders (line) for each of the 2 days`);
    await userEvent.click(within(panel).getByRole('switch', { name: T.showTable }));
    const rows = within(within(panel).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      `${T.colDate}${T.colRevenue}${T.colOrders}`,
      `${presetPeriod('7d', today()).from}10000.004`,
      `${today()}2500.001`,
    ]);
    expect(screen.getByRole('heading', { name: T.statusChart })).toBeTruthy();
    expect(screen.getByRole('heading', { name: T.topChart })).toBeTruthy();
  });

  it('shows the top products by pieces on request', async () => {
    renderAt('/dashboard/insights');
    const panel = (await screen.findByRole('heading', { name: T.topChart })).closest('section');
    if (!panel) throw new Error('no top products');
    await userEvent.click(within(panel).getByRole('switch', { name: T.showTable }));
    expect(within(panel).getByRole('table').textContent).toContain('Disc Brake Rotor');
    await userEvent.click(within(panel).getByRole('radio', { name: T.topByPieces }));
    expect(within(panel).getByRole('table').textContent).toContain('Brake Pads');
  });

  it('lists the top variants by revenue, each named by its product and its variant', async () => {
    api.on('GET /api/admin/insights', ({ query }) =>
      anInsights(query.get('from') ?? '', query.get('to') ?? '', { topVariants: TOP_VARIANTS }),
    );
    renderAt('/dashboard/insights');
    const panel = (await screen.findByRole('heading', { name: T.topVariants })).closest('section');
    if (!panel) throw new Error('no top variants');
    expect(panel.textContent).toContain(T.topVariantsCaption({ count: 2 }));
    expect(within(panel).getByRole('rowheader', { name: 'Chainring — 34T / Black' })).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      `${T.colVariant}${T.colRevenue}${T.colPieces}`,
      'Chainring — 34T / Black9000.003',
      'Brake Pads1500.506',
    ]);
  });

  it('shows the promotions section when the answer has promotions', async () => {
    api.on('GET /api/admin/insights', ({ query }) =>
      anInsights(query.get('from') ?? '', query.get('to') ?? '', {
        promotions: [
          {
            promotionId: 'p-eid',
            name: 'Eid sale',
            code: 'EID10',
            kind: 'order_percent',
            uses: 2,
            discount: 200,
            sales: 1800,
            previous: { uses: 0, discount: 0, sales: 0 },
          },
        ],
      }),
    );
    renderAt('/dashboard/insights');
    const { INSIGHTS_PROMOTIONS_TEXT: P } = textsIn('en', 'promotions-books');
    const section = (await screen.findByRole('heading', { name: P.heading })).closest('section');
    if (!section) throw new Error('no promotions section');
    expect(within(section).getByRole('rowheader', { name: 'Eid sale (code EID10)' })).toBeTruthy();
  });

  it('hides the top variants when the period sold none, or the answer has no such list', async () => {
    renderAt('/dashboard/insights');
    await screen.findByRole('heading', { name: T.topChart });
    expect(screen.queryByRole('heading', { name: T.topVariants })).toBeNull();
    cleanup();
    api.on('GET /api/admin/insights', ({ query }) =>
      anInsights(query.get('from') ?? '', query.get('to') ?? '', { topVariants: [] }),
    );
    renderAt('/dashboard/insights?period=today');
    await screen.findByRole('heading', { name: T.topChart });
    expect(screen.queryByRole('heading', { name: T.topVariants })).toBeNull();
  });

  it('shows revenue by payment method only once more than one method was used', async () => {
    renderAt('/dashboard/insights');
    await screen.findByRole('heading', { name: T.dayChart });
    expect(screen.queryByRole('heading', { name: T.methodChart })).toBeNull();
    cleanup();
    api.on('GET /api/admin/insights', ({ query }) =>
      anInsights(query.get('from') ?? '', query.get('to') ?? '', {
        byMethod: [
          { method: 'stripe', revenue: 10_000, orders: 4 },
          { method: 'cod', revenue: 2500, orders: 1 },
        ],
      }),
    );
    renderAt('/dashboard/insights?period=today');
    const panel = (await screen.findByRole('heading', { name: T.methodChart })).closest('section');
    if (!panel) throw new Error('no method chart');
    await userEvent.click(within(panel).getByRole('switch', { name: T.showTable }));
    expect(within(panel).getByRole('table').textContent).toContain('Cash on delivery');
  });

  it('keeps the period in the address: a preset, then a custom range', async () => {
    renderAt('/dashboard/insights');
    await screen.findByRole('heading', { name: T.dayChart });
    await userEvent.click(screen.getByRole('button', { name: T.period7 }));
    expect(screen.getByTestId('search').textContent).toBe('?period=7d');
    await waitFor(() => expect(insightsCalls().at(-1)?.query.get('from')).toBe(presetPeriod('7d', today()).from));

    await userEvent.click(screen.getByRole('button', { name: T.periodCustom }));
    await userEvent.clear(screen.getByLabelText(T.from));
    await userEvent.type(screen.getByLabelText(T.from), '2026-03-01');
    await userEvent.clear(screen.getByLabelText(T.to));
    await userEvent.type(screen.getByLabelText(T.to), '2026-03-10');
    await userEvent.click(screen.getByRole('button', { name: T.apply }));
    expect(screen.getByTestId('search').textContent).toBe('?from=2026-03-01&to=2026-03-10');
    await waitFor(() => expect(insightsCalls().at(-1)?.url).toBe('/api/admin/insights?from=2026-03-01&to=2026-03-10'));
  });

  it('refuses a custom range that ends before it starts, saying why, and asks for nothing', async () => {
    renderAt('/dashboard/insights?from=2026-03-01&to=2026-03-10');
    await screen.findByRole('heading', { name: T.dayChart });
    const asked = insightsCalls().length;
    await userEvent.click(screen.getByRole('button', { name: T.periodCustom }));
    await userEvent.clear(screen.getByLabelText(T.to));
    await userEvent.type(screen.getByLabelText(T.to), '2026-02-01');
    await userEvent.click(screen.getByRole('button', { name: T.apply }));
    expect((await screen.findByRole('alert')).textContent).toBe('The end date must not be before the start date');
    expect(screen.getByTestId('search').textContent).toBe('?from=2026-03-01&to=2026-03-10');
    expect(insightsCalls()).toHaveLength(asked);
  });

  it('offers the per-day table as a CSV file', async () => {
    renderAt('/dashboard/insights?from=2026-03-01&to=2026-03-02');
    const link = await screen.findByRole('link', { name: T.downloadCsv });
    expect(link.getAttribute('download')).toBe('insights-2026-03-01-to-2026-03-02.csv');
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(
      'Date,Revenue (BDT),Paid orders\r\n2026-03-01,10000.00,4\r\n2026-03-02,2500.00,1\r\n',
    );
  });
});

describe('insights page in Bangla', () => {
  const renderBn = (at: string) =>
    renderWithProviders(
      <>
        <InsightsPage />
        <ShowSearch />
      </>,
      { at, locale: 'bn' },
    );

  it('shows the figures in Bangla: labels, ৳ and counts in Bengali digits, the change and the period', async () => {
    renderBn('/bn/dashboard/insights?from=2026-03-01&to=2026-03-02');
    expect(await screen.findByRole('heading', { name: 'ব্যবসার হিসাব' })).toBeTruthy();
    expect(screen.getByText('২০২৬-০৩-০১ থেকে ২০২৬-০৩-০২ পর্যন্ত দেখানো হচ্ছে')).toBeTruthy();
    const figures = await screen.findByLabelText('এই সময়ের হিসাব');
    const revenue = within(figures).getByText('মোট বিক্রি').parentElement;
    expect(revenue?.textContent).toContain('৳১২,৫০০');
    expect(revenue?.textContent).toContain('আগের সময়ের চেয়ে +২৫%');
    expect(revenue?.textContent).toContain('আগের সময়ে: ৳১০,০০০');
    expect(within(figures).getByText('পেমেন্ট হওয়া অর্ডার').parentElement?.textContent).toContain('৫');
    expect(within(figures).getByText('বিক্রি হওয়া পিস').parentElement?.textContent).toContain('আগের সময়ে কিছু ছিল না');
    expect(screen.getByRole('button', { name: 'গত ৭ দিন' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'দিনভিত্তিক হিসাবের ফাইল ডাউনলোড করুন' })).toBeTruthy();
    expect(latinWords()).toEqual([]);
  });

  it('captions the charts in Bangla and shows their tables with Bengali digits, states and methods in Bangla', async () => {
    api.on('GET /api/admin/insights', ({ query }) =>
      anInsights(query.get('from') ?? '', query.get('to') ?? '', {
        byMethod: [
          { method: 'stripe', revenue: 10_000, orders: 4 },
          { method: 'cod', revenue: 2500, orders: 1 },
        ],
      }),
    );
    renderBn('/bn/dashboard/insights?from=2026-03-01&to=2026-03-02');
    const day = (await screen.findByRole('heading', { name: 'দিনপ্রতি বিক্রি ও অর্ডার' })).closest('section');
    if (!day) throw new Error('no day chart');
    expect(within(day).getByRole('figure').textContent).toContain(
      '২০২৬-০৩-০১ থেকে ২০২৬-০৩-০২ পর্যন্ত ২ দিনের প্রতিদিনের বিক্রি',
    );
    expect(within(day).getByRole('figure').textContent).toContain('সবচেয়ে বেশি বিক্রির দিন ২০২৬-০৩-০১ (৳১০,০০০)।');
    await userEvent.click(within(day).getByRole('switch', { name: 'টেবিলে দেখুন' }));
    const rows = within(within(day).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'তারিখবিক্রি (৳)পেমেন্ট হওয়া অর্ডার',
      '২০২৬-০৩-০১১০০০০.০০৪',
      '২০২৬-০৩-০২২৫০০.০০১',
    ]);

    const status = screen.getByRole('heading', { name: 'অবস্থা অনুযায়ী অর্ডার' }).closest('section');
    if (!status) throw new Error('no status chart');
    expect(within(status).getByRole('figure').textContent).toContain('এই সময়ে হওয়া ৬টি অর্ডার');
    await userEvent.click(within(status).getByRole('switch', { name: 'টেবিলে দেখুন' }));
    const { ORDER_STATUS_LABEL } = textsIn('bn', 'order-desk');
    expect(within(status).getByRole('table').textContent).toContain(`${ORDER_STATUS_LABEL.paid}২`);

    const methods = screen.getByRole('heading', { name: 'পেমেন্টের মাধ্যম অনুযায়ী বিক্রি' }).closest('section');
    if (!methods) throw new Error('no method chart');
    expect(within(methods).getByRole('figure').textContent).toContain('২টি পেমেন্ট মাধ্যমের');
    await userEvent.click(within(methods).getByRole('switch', { name: 'টেবিলে দেখুন' }));
    expect(within(methods).getByRole('table').textContent).toContain('ক্যাশ অন ডেলিভারি২৫০০.০০১');
  });

  it('lists the top variants in Bangla: headers, caption and numbers in Bengali digits, names as written', async () => {
    api.on('GET /api/admin/insights', ({ query }) =>
      anInsights(query.get('from') ?? '', query.get('to') ?? '', { topVariants: TOP_VARIANTS }),
    );
    renderBn('/bn/dashboard/insights?from=2026-03-01&to=2026-03-02');
    const panel = (await screen.findByRole('heading', { name: 'সেরা ভ্যারিয়েন্ট' })).closest('section');
    if (!panel) throw new Error('no top variants');
    expect(panel.textContent).toContain('এই সময়ে সবচেয়ে বেশি টাকার বিক্রি হওয়া ২টি ভ্যারিয়েন্ট, টাকায়।');
    expect(
      within(panel)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['পণ্য ও ভ্যারিয়েন্টবিক্রি (৳)পিস', 'Chainring — 34T / Black৯০০০.০০৩', 'Brake Pads১৫০০.৫০৬']);
    expect(latinWords()).toEqual([]);
  });

  it('refuses a period longer than a year with its message in Bangla, and asks for nothing', async () => {
    renderBn('/bn/dashboard/insights?from=2026-03-01&to=2026-03-10');
    await screen.findByRole('heading', { name: 'দিনপ্রতি বিক্রি ও অর্ডার' });
    const asked = insightsCalls().length;
    await userEvent.click(screen.getByRole('button', { name: 'নিজে তারিখ বেছে নিন' }));
    await userEvent.clear(screen.getByLabelText('শুরুর তারিখ'));
    await userEvent.type(screen.getByLabelText('শুরুর তারিখ'), '2024-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'দেখুন' }));
    expect((await screen.findByRole('alert')).textContent).toBe('সর্বোচ্চ ৩৬৬ দিনের সময় বেছে নিন');
    expect(screen.getByTestId('search').textContent).toBe('?from=2026-03-01&to=2026-03-10');
    expect(insightsCalls()).toHaveLength(asked);
  });
});

describe('period and figures helpers', () => {
  it('reads presets and custom ranges from the address, falling back to 30 days', () => {
    const day = '2026-03-15';
    expect(periodFromSearch(new URLSearchParams('period=today'), day)).toEqual({ key: 'today', from: day, to: day });
    expect(periodFromSearch(new URLSearchParams('period=month'), day)).toEqual({
      key: 'month',
      from: '2026-03-01',
      to: day,
    });
    expect(periodFromSearch(new URLSearchParams('from=2026-01-01&to=2026-01-31'), day).key).toBe('custom');
    expect(periodFromSearch(new URLSearchParams('from=2026-02-01&to=2026-01-31'), day)).toEqual({
      key: '30d',
      from: '2026-02-14',
      to: day,
    });
    expect(periodFromSearch(new URLSearchParams('period=nonsense'), day).key).toBe('30d');
  });

  it("takes today in the store's zone, not the browser's", () => {
    // 23:30 UTC on 1 March is 05:30 on 2 March in Dhaka.
    expect(todayIn('Asia/Dhaka', new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(todayIn('America/New_York', new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01');
  });

  it('writes the change in % with its sign, and none without a previous figure', () => {
    expect(changePercent(125, 100)).toBe('+25%');
    expect(changePercent(50, 200)).toBe('-75%');
    expect(changePercent(-50, -100)).toBe('+50%');
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(125, 100, 'bn')).toBe('+২৫%');
  });

  it('writes the per-day CSV with two decimals', () => {
    expect(perDayCsv([{ date: '2026-03-01', revenue: -6000, orders: 1 }])).toBe(
      'Date,Revenue (BDT),Paid orders\r\n2026-03-01,-6000.00,1\r\n',
    );
  });
});

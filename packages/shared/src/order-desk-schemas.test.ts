// The order desk's query schemas: days that exist, a range that is not backwards, the filters' messages.
import { describe, expect, it } from 'vitest';
import { englishTexts, resolveMessageIn } from './i18n/server.ts';
import { DayStringSchema, OrderExportQuerySchema, OrderListQuerySchema } from './schemas/orders.ts';

const { ORDER_DESK_TEXT } = englishTexts('order-desk');

// The schemas' messages are catalogue references; these read them as the API answers them, in English.
const fieldMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), resolveMessageIn('en', i.message)]));

describe('DayStringSchema', () => {
  it.each(['2026-03-01', '2028-02-29', '2026-12-31'])('takes %s', (day) => {
    expect(DayStringSchema.safeParse(day).success).toBe(true);
  });
  it.each(['2026-02-29', '2026-13-01', '2026-04-31', '2026-3-1', '01-03-2026', 'today'])('refuses %s', (day) => {
    expect(fieldMessages(DayStringSchema.safeParse(day))).toEqual({ '': ORDER_DESK_TEXT.dayFormat });
  });
});

describe('OrderListQuerySchema and OrderExportQuerySchema', () => {
  it('take every filter, and the list its page', () => {
    const query = { status: 'paid', paid: 'true', q: ' po-1 ', from: '2026-03-01', to: '2026-03-01', sort: 'oldest' };
    expect(OrderListQuerySchema.parse({ ...query, limit: '20', page: '2' })).toEqual({
      ...query,
      q: 'po-1',
      limit: 20,
      page: 2,
    });
    expect(OrderExportQuerySchema.parse(query)).toEqual({ ...query, q: 'po-1' });
  });

  it('refuse a range that ends before it starts, on `to`', () => {
    for (const schema of [OrderListQuerySchema, OrderExportQuerySchema]) {
      expect(fieldMessages(schema.safeParse({ from: '2026-03-02', to: '2026-03-01' }))).toEqual({
        to: ORDER_DESK_TEXT.dayRange,
      });
    }
  });

  it('name the bad filter with its message', () => {
    expect(fieldMessages(OrderListQuerySchema.safeParse({ status: 'lost', paid: '1', sort: 'price' }))).toEqual({
      status: ORDER_DESK_TEXT.unknownState,
      paid: ORDER_DESK_TEXT.paidFlag,
      sort: ORDER_DESK_TEXT.unknownSort,
    });
  });
});

describe('the order desk schemas in Bangla', () => {
  it('name a backwards range in Bangla for a Bangla page', () => {
    const message = OrderListQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).error?.issues[0]?.message;
    expect(resolveMessageIn('bn', message ?? '')).toBe('শেষের তারিখ শুরুর তারিখের আগে হতে পারবে না');
  });
});

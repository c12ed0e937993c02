// The insights' promotions section: each promotion by name and code with its uses, discount given and sales beside
// the period before, in English and Bangla, passing axe; a period without promotions says so.
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import type { Insights } from '@store/shared/schemas';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PromotionFigures } from './promotion-figures.tsx';

const PROMOTIONS: NonNullable<Insights['promotions']> = [
  {
    promotionId: 'p-eid',
    name: 'Eid sale',
    code: 'EID10',
    kind: 'order_percent',
    uses: 12,
    discount: 2400.5,
    sales: 21_600,
    previous: { uses: 3, discount: 600, sales: 5400 },
  },
  {
    promotionId: 'p-free',
    name: 'Free delivery',
    code: null,
    kind: 'free_shipping',
    uses: 4,
    discount: 240,
    sales: 8000,
    previous: { uses: 0, discount: 0, sales: 0 },
  },
];

afterEach(() => {
  cleanup();
});

describe('PromotionFigures', () => {
  it('lists each promotion with its figures and the period before under each', () => {
    renderWithProviders(<PromotionFigures promotions={PROMOTIONS} />);
    const { INSIGHTS_PROMOTIONS_TEXT: T, BOOKS_DISCOUNT_TEXT: D } = textsIn('en', 'promotions-books');
    const section = screen.getByRole('region', { name: T.heading });
    expect(within(section).getByText(T.caption)).toBeTruthy();
    expect(
      within(section).getByRole('rowheader', { name: D.withCode({ name: 'Eid sale', code: 'EID10' }) }),
    ).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      `${T.colPromotion}${T.colUses}${T.colDiscount}${T.colSales}`,
      `Eid sale (code EID10)12${T.before({ value: '3' })}2400.50${T.before({ value: '600.00' })}21600.00${T.before({ value: '5400.00' })}`,
      `Free delivery4${T.before({ value: '0' })}240.00${T.before({ value: '0.00' })}8000.00${T.before({ value: '0.00' })}`,
    ]);
  });

  it('says so when no order of the period used a promotion', () => {
    renderWithProviders(<PromotionFigures promotions={[]} />);
    const { INSIGHTS_PROMOTIONS_TEXT: T } = textsIn('en', 'promotions-books');
    expect(screen.getByText(T.none)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each(['en', 'bn'] as const)('reads in %s and passes axe', async (locale) => {
    const { container } = renderWithProviders(<PromotionFigures promotions={PROMOTIONS} />, { locale });
    const { INSIGHTS_PROMOTIONS_TEXT: T } = textsIn(locale, 'promotions-books');
    expect(await screen.findByRole('columnheader', { name: T.colDiscount })).toBeTruthy();
    if (locale === 'bn') expect(screen.getByText('১২')).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

// The product page's price table and the cart's next-break hint, in English and Bangla, and with axe.
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import { renderWithProviders } from '../../../testing/render.tsx';
import { NextBreakHint } from './next-break-hint.tsx';
import { PriceTable } from './price-table.tsx';

afterEach(cleanup);

const EN = englishTexts('pricing');
const BN = textsIn('bn', 'pricing');
const tiers = [
  { from: 1, to: 9, price: 450 },
  { from: 10, to: 49, price: 420 },
  { from: 50, to: null, price: 390 },
];
// jsdom draws nothing: colour contrast is the browser tests' to check.
const violations = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);
const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent?.replace(/\s+/g, ' ').trim());

describe('PriceTable', () => {
  it('lists each quantity range with its price each, named by its caption', async () => {
    const { container } = renderWithProviders(<PriceTable tiers={tiers} />);
    expect(await screen.findByRole('table', { name: EN.PRICE_TABLE_TEXT.heading })).toBeTruthy();
    expect(rowTexts()).toEqual(['1–9৳450', '10–49৳420', '50+৳390']);
    expect(screen.getByRole('columnheader', { name: EN.PRICE_TABLE_TEXT.unitPrice })).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });

  it('reads in Bangla with Bangla digits', async () => {
    const { container } = renderWithProviders(<PriceTable tiers={tiers} />, { locale: 'bn' });
    expect(await screen.findByRole('table', { name: BN.PRICE_TABLE_TEXT.heading })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: BN.PRICE_TABLE_TEXT.pieces })).toBeTruthy();
    expect(rowTexts()[2]).toMatch(/^৫০\+/);
    expect(await violations(container)).toEqual([]);
  });

  it('shows nothing for one price at every quantity', () => {
    const { container } = renderWithProviders(<PriceTable tiers={[{ from: 1, to: null, price: 450 }]} />);
    expect(container.querySelector('table')).toBeNull();
  });
});

describe('NextBreakHint', () => {
  const inMiddle = { tier: { from: 10, to: 49, price: 420 }, next: { from: 50, price: 390, piecesToGo: 38 } };

  it('says which break the line is in and how many more pieces reach the next', async () => {
    const { container } = renderWithProviders(<NextBreakHint priceBreak={inMiddle} />);
    expect(await screen.findByText(/Price for 10–49 pieces\./)).toBeTruthy();
    expect(screen.getByText('Add 38 more pieces to pay ৳390 each.')).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });

  it('says the best price is reached after the last break, in Bangla too', async () => {
    const last = { tier: { from: 50, to: null, price: 390 }, next: null };
    renderWithProviders(<NextBreakHint priceBreak={last} />, { locale: 'bn' });
    expect(await screen.findByText(BN.CART_BREAK_TEXT.bestPrice)).toBeTruthy();
    cleanup();
    const { container } = renderWithProviders(<NextBreakHint priceBreak={inMiddle} />, { locale: 'bn' });
    expect(await screen.findByText(/আরও ৩৮ পিস যোগ করলে প্রতিটি/)).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });
});

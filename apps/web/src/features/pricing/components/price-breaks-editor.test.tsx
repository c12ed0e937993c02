// The admin's quantity prices: the rows from the product's table, a refused break shown on its field, a save.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import { aProductDetail } from '../../../testing/factories.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PriceBreaksEditor } from './price-breaks-editor.tsx';

const { BREAKS_FORM_TEXT: T, PRICING_TEXT } = englishTexts('pricing');
const BN = textsIn('bn', 'pricing').BREAKS_FORM_TEXT;

const chain = aProductDetail({ _id: 'p-1', name: 'Chain 11-speed', price: 450, minQuantity: 1 });
const product = {
  ...chain,
  variants: chain.variants.map((v) => ({
    ...v,
    priceTiers: [
      { from: 1, to: 9, price: 450 },
      { from: 10, to: null, price: 420 },
    ],
  })),
};

let bodies: unknown[];
beforeEach(() => {
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(init?.body as string) as { breaks: { from: number; price: number }[] };
      bodies.push(body);
      const refused = body.breaks.some((b) => b.price >= 420 && b.from > 10);
      return refused
        ? new Response(
            JSON.stringify({
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Invalid input',
                fields: { 'breaks.1.price': PRICING_TEXT.priceFalling({ price: 420 }) },
              },
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          )
        : new Response(JSON.stringify(product), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PriceBreaksEditor', () => {
  it('starts from the stored breaks, shows a refused price on its field, then saves', async () => {
    const { container } = renderWithProviders(<PriceBreaksEditor product={product} />);
    const form = await screen.findByRole('form', { name: T.heading });
    expect(within(form).getByLabelText(T.from)).toHaveProperty('value', '10');
    await userEvent.click(within(form).getByRole('button', { name: T.add }));
    const froms = within(form).getAllByLabelText(T.from);
    const prices = within(form).getAllByLabelText(T.price);
    await userEvent.type(froms[1] as HTMLElement, '50');
    await userEvent.type(prices[1] as HTMLElement, '425');
    await userEvent.click(within(form).getByRole('button', { name: T.save }));
    expect(await within(form).findByText(PRICING_TEXT.priceFalling({ price: 420 }))).toBeTruthy();

    await userEvent.clear(prices[1] as HTMLElement);
    await userEvent.type(prices[1] as HTMLElement, '390');
    await userEvent.click(within(form).getByRole('button', { name: T.save }));
    expect(await within(form).findByText(T.saved)).toBeTruthy();
    expect(bodies.at(-1)).toEqual({
      breaks: [
        { from: 10, price: 420 },
        { from: 50, price: 390 },
      ],
    });
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, rules)).violations.map((v) => v.id)).toEqual([]);
  });

  it('removes a break and reads in Bangla', async () => {
    renderWithProviders(<PriceBreaksEditor product={product} />, { locale: 'bn' });
    const form = await screen.findByRole('form', { name: BN.heading });
    await userEvent.click(within(form).getByRole('button', { name: BN.remove({ from: 10 }) }));
    expect(within(form).queryAllByLabelText(BN.from)).toEqual([]);
  });
});

// The product form's Published box: an unpublished product opens unticked, a change is sent with PATCH, a new
// product is published unless the box is unticked (and the body then leaves `published` out, as the spec's did);
// in English and Bangla, checked by axe.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductForm } from './components/product-form.tsx';

const { PRODUCT_TEXT } = englishTexts('products');

const fire = vi.hoisted(() => vi.fn());
vi.mock('sweetalert2', () => ({ default: { fire } }));

const rim = aProductDetail({
  _id: 'p-2',
  name: 'Rim',
  img: '/api/images/r',
  des: 'Double-wall.',
  price: 2600,
  minQuantity: 1,
  maxQuantity: 20,
  weightGrams: 480,
  published: false,
});

let api: ApiStub;
const writes = () => api.calls.filter((c) => c.method !== 'GET');
beforeEach(() => {
  api = stubApi({
    'PATCH /api/products/:id': { ...rim, published: true },
    'POST /api/images': { success: true, data: { display_url: '/api/images/abc' } },
    'POST /api/products': { acknowledged: true, insertedId: 'new-id' },
    'GET /api/categories': [],
  });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fire.mockReset();
  localStorage.clear();
});

const box = () => screen.getByRole<HTMLInputElement>('checkbox', { name: PRODUCT_TEXT.labelPublished });

describe('Published in the product form', () => {
  it('opens an unpublished product unticked and publishes it with PATCH', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={rim} onSaved={() => undefined} />);
    expect(box().checked).toBe(false);
    expect(box().getAttribute('aria-describedby')).toBeTruthy();
    await user.click(box());
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    await waitFor(() => expect(writes().length).toBeGreaterThan(0));
    expect(writes()[0]?.body).toMatchObject({ published: true });
  });

  it('leaves published out of a save that did not change it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={{ ...rim, published: true }} onSaved={() => undefined} />);
    expect(box().checked).toBe(true);
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    await waitFor(() => expect(writes().length).toBeGreaterThan(0));
    expect(writes()[0]?.body).not.toHaveProperty('published');
  });

  it('adds a new product hidden when the box is unticked', async () => {
    const { SPEC_APP_TEXT } = englishTexts('spec-app');
    const user = userEvent.setup();
    renderWithProviders(<ProductForm />);
    expect(box().checked).toBe(true);
    for (const [label, value] of [
      [PRODUCT_TEXT.labelName, 'Hub'],
      [PRODUCT_TEXT.labelPrice, '900'],
      [PRODUCT_TEXT.labelMaxQuantity, '5'],
      [PRODUCT_TEXT.labelMinQuantity, '1'],
      [PRODUCT_TEXT.labelDescription, 'Sealed.'],
    ] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.upload(
      screen.getByLabelText(PRODUCT_TEXT.labelPhoto),
      new File([new Uint8Array([0x89, 0x50])], 'hub.png', { type: 'image/png' }),
    );
    await user.click(box());
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }));
    await waitFor(() => expect(writes().some((c) => c.path === '/api/products')).toBe(true));
    expect(writes().find((c) => c.path === '/api/products')?.body).toMatchObject({ name: 'Hub', published: false });
  });

  it.each(['en', 'bn'] as const)('names the box in %s and passes axe', async (locale) => {
    const { PRODUCT_TEXT: T } = textsIn(locale, 'products');
    const { container } = renderWithProviders(<ProductForm product={rim} onSaved={() => undefined} />, { locale });
    expect(screen.getByRole('checkbox', { name: T.labelPublished })).toBeTruthy();
    expect(screen.getByText(T.publishedHint)).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

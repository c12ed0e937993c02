// The product form's shipping weights: one field for a product without options, a weight per variant in
// the variant table (a cell of each card on a phone), checked before sending, in English and Bangla.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AddProductPage } from './add-product-page.tsx';
import { EditProductPage } from './edit-product-page.tsx';

const { PRODUCT_TEXT, VARIANT_FORM_TEXT: T } = englishTexts('products');
const BN = textsIn('bn', 'products');
const { SPEC_APP_TEXT } = englishTexts('spec-app');
const { SUCCESS_TEXT } = englishTexts('feedback');

const fire = vi.hoisted(() => vi.fn());
vi.mock('sweetalert2', () => ({ default: { fire } }));

let api: ApiStub;
const writes = () => api.calls.filter((c) => c.method !== 'GET');

const variant = (id: string, size: string, price: number, weightGrams: number) => ({
  _id: id,
  options: [size],
  title: size,
  sku: null,
  price,
  minQuantity: 1,
  maxQuantity: 10,
  img: null,
  weightGrams,
});
const tyre = aProductDetail({
  _id: 'p-1',
  name: 'Tyre',
  img: '/api/images/a',
  des: 'Grips wet streets.',
  price: 1200,
  minQuantity: 1,
  maxQuantity: 20,
  weightGrams: 620,
  options: [{ name: 'Width', values: ['35C', '40C'] }],
  variants: [variant('v-35', '35C', 1200, 620), variant('v-40', '40C', 1280, 0)],
});
const rim = aProductDetail({
  _id: 'p-2',
  name: 'Rim',
  img: '/api/images/r',
  des: 'Double-wall.',
  price: 2600,
  minQuantity: 1,
  maxQuantity: 20,
  weightGrams: 480,
});

beforeEach(() => {
  api = stubApi({
    'POST /api/images': { success: true, data: { display_url: '/api/images/new' } },
    'POST /api/products': { acknowledged: true, insertedId: 'new-id' },
    'PATCH /api/products/:id': tyre,
    'PUT /api/products/:id/variants': tyre,
    'GET /api/categories': [],
    'GET /api/products/:id': tyre,
  });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fire.mockReset();
  localStorage.clear();
});

const renderAt = (path: string, language?: 'bn') =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/addproduct" element={<AddProductPage />} />
      <Route path="/dashboard/manageproducts/:id/edit" element={<EditProductPage />} />
      <Route path="/dashboard/manageproducts" element={<p>manage page</p>} />
    </Routes>,
    { at: path, ...(language ? { locale: language } : {}) },
  );

type User = ReturnType<typeof userEvent.setup>;
async function type(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

describe('the weight of a product without options', () => {
  it('publishes the weight typed, and refuses a fractional or negative one on its field before sending', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/addproduct');
    await type(user, screen.getByLabelText(PRODUCT_TEXT.labelName), 'Rim');
    await type(user, screen.getByLabelText(PRODUCT_TEXT.labelPrice), '2600');
    await type(user, screen.getByLabelText(PRODUCT_TEXT.labelMaxQuantity), '20');
    await type(user, screen.getByLabelText(PRODUCT_TEXT.labelMinQuantity), '1');
    await type(user, screen.getByLabelText(PRODUCT_TEXT.labelDescription), 'Double-wall.');
    await user.upload(screen.getByLabelText(PRODUCT_TEXT.labelPhoto), new File(['x'], 'r.png', { type: 'image/png' }));
    const weight = screen.getByLabelText<HTMLInputElement>(PRODUCT_TEXT.labelWeight);
    // Not weighed yet, and the hint says what 0 means.
    expect(weight.value).toBe('0');
    expect(weight.getAttribute('aria-describedby')).toContain(
      [...document.querySelectorAll('p')].find((p) => p.textContent === PRODUCT_TEXT.weightHint)?.id,
    );
    for (const bad of ['12.5', '-3']) {
      await type(user, weight, bad);
      await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }));
      await waitFor(() => expect(weight.getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText(PRODUCT_TEXT.weightWhole)).toBeTruthy();
    }
    expect(writes()).toEqual([]);

    await type(user, weight, '480');
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ title: SUCCESS_TEXT.workSaved })));
    expect(writes()[1]?.body).toMatchObject({ name: 'Rim', weightGrams: 480 });
  });

  it('shows the stored weight when editing and saves a new one with PATCH', async () => {
    api.on('GET /api/products/:id', rim);
    api.on('PATCH /api/products/:id', rim);
    const user = userEvent.setup();
    renderAt('/dashboard/manageproducts/p-2/edit');
    const weight = await screen.findByLabelText<HTMLInputElement>(PRODUCT_TEXT.labelWeight);
    expect(weight.value).toBe('480');
    await type(user, weight, '495');
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    expect(await screen.findByText('manage page')).toBeTruthy();
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'PATCH', body: expect.objectContaining({ weightGrams: 495 }) }),
    ]);
  });
});

describe('the variant table’s weights', () => {
  it('gives each variant a weight input, hides the product’s field, and puts every weight', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/manageproducts/p-1/edit');
    const narrow = await screen.findByLabelText<HTMLInputElement>(T.weightOf({ variant: '35C' }));
    expect(narrow.value).toBe('620');
    expect(screen.queryByLabelText(PRODUCT_TEXT.labelWeight)).toBeNull();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: T.colWeight })).toBeTruthy();
    const wide = screen.getByLabelText<HTMLInputElement>(T.weightOf({ variant: '40C' }));
    expect(wide.value).toBe('0');
    // Reached by Tab from the variant's minimum order, like every cell of its row.
    screen.getByLabelText(T.minimumOf({ variant: '40C' })).focus();
    await user.tab();
    expect(document.activeElement).toBe(wide);
    await user.keyboard('{Control>}a{/Control}710');
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    expect(await screen.findByText('manage page')).toBeTruthy();
    expect(writes()[1]?.body).toMatchObject({
      variants: [
        { _id: 'v-35', weightGrams: 620 },
        { _id: 'v-40', weightGrams: 710 },
      ],
    });
    // The product's own fields say nothing of weight: it is each variant's.
    expect(writes()[0]?.body).not.toHaveProperty('weightGrams');
  });

  it('refuses a weight above the limit on its cell, and shows the server’s message on the cell it names', async () => {
    api.on(
      'PUT /api/products/:id/variants',
      apiError(400, 'VALIDATION_FAILED', PRODUCT_TEXT.weightWhole, {
        'variants.0.weightGrams': PRODUCT_TEXT.weightWhole,
      }),
    );
    const user = userEvent.setup();
    renderAt('/dashboard/manageproducts/p-1/edit');
    const wide = await screen.findByLabelText(T.weightOf({ variant: '40C' }));
    await type(user, wide, '100001');
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    await waitFor(() => expect(wide.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(wide.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Weight must be at most 100,000 g',
    );
    expect(writes()).toEqual([]);

    await type(user, wide, '700');
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    const narrow = screen.getByLabelText(T.weightOf({ variant: '35C' }));
    await waitFor(() => expect(narrow.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(narrow.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      PRODUCT_TEXT.weightWhole,
    );
  });

  it('names the weight column and every weight cell in Bangla', async () => {
    renderAt('/dashboard/manageproducts/p-1/edit', 'bn');
    expect(await screen.findByLabelText(BN.VARIANT_FORM_TEXT.weightOf({ variant: '35C' }))).toBeTruthy();
    expect(
      within(screen.getByRole('table')).getByRole('columnheader', { name: BN.VARIANT_FORM_TEXT.colWeight }),
    ).toBeTruthy();
  });

  it('passes axe with the weight field and with the variant table', async () => {
    api.on('GET /api/products/:id', rim);
    const plain = renderAt('/dashboard/manageproducts/p-2/edit');
    await screen.findByLabelText(PRODUCT_TEXT.labelWeight);
    // jsdom draws nothing: colour contrast is the browser tests' to check.
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    const violations = async (container: HTMLElement) =>
      (await axe.run(container, rules)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
    expect(await violations(plain.container)).toEqual([]);
    cleanup();
    api.on('GET /api/products/:id', tyre);
    const table = renderAt('/dashboard/manageproducts/p-1/edit');
    await screen.findByLabelText(T.weightOf({ variant: '35C' }));
    expect(await violations(table.container)).toEqual([]);
  });
});

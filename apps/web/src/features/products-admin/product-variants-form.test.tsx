import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AddProductPage } from './add-product-page.tsx';
import { EditProductPage } from './edit-product-page.tsx';

const { PRODUCT_TEXT, VARIANT_FORM_TEXT: T, VARIANT_TEXT } = englishTexts('products');
const { SPEC_APP_TEXT } = englishTexts('spec-app');
const { SUCCESS_TEXT, VALIDATION } = englishTexts('feedback');

const fire = vi.hoisted(() => vi.fn());
vi.mock('sweetalert2', () => ({ default: { fire } }));

let api: ApiStub;
const writes = () => api.calls.filter((c) => c.method !== 'GET');

const chainring = aProductDetail({
  _id: 'p-1',
  name: 'Chainring',
  img: '/api/images/a',
  images: ['/api/images/a', '/api/images/b'],
  des: 'Narrow-wide.',
  price: 1200,
  minQuantity: 1,
  maxQuantity: 13,
  // The lowest-priced variant's.
  weightGrams: 64,
  options: [{ name: 'Size', values: ['32T', '34T'] }],
  variants: [
    {
      _id: 'v-32',
      options: ['32T'],
      title: '32T',
      sku: 'CR-32',
      price: 1200,
      minQuantity: 1,
      maxQuantity: 5,
      img: null,
      weightGrams: 64,
    },
    {
      _id: 'v-34',
      options: ['34T'],
      title: '34T',
      sku: 'CR-34',
      price: 1300,
      minQuantity: 2,
      maxQuantity: 8,
      img: null,
      weightGrams: 70,
    },
  ],
});

beforeEach(() => {
  api = stubApi({
    'POST /api/images': { success: true, data: { display_url: '/api/images/new' } },
    'POST /api/products': { acknowledged: true, insertedId: 'new-id' },
    'PATCH /api/products/:id': chainring,
    'PUT /api/products/:id/variants': chainring,
    'GET /api/categories': [],
    'GET /api/products/:id': chainring,
  });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fire.mockReset();
  localStorage.clear();
});

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/addproduct" element={<AddProductPage />} />
      <Route path="/dashboard/manageproducts/:id/edit" element={<EditProductPage />} />
      <Route path="/dashboard/manageproducts" element={<p>manage page</p>} />
    </Routes>,
    { at: path },
  );

type User = ReturnType<typeof userEvent.setup>;
const section = () => screen.getByRole('region', { name: T.heading });

async function type(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

async function addOption(user: User, name: string, values: string) {
  await user.click(within(section()).getByRole('button', { name: T.addOption }));
  const groups = within(section()).getAllByRole('group');
  const option = groups[groups.length - 1] as HTMLElement;
  await type(user, within(option).getByLabelText(T.optionName), name);
  await type(user, within(option).getByLabelText(T.optionValues), values);
}

describe('Options and variants, adding a product', () => {
  it('generates the combinations, edits and removes rows, then publishes the product and puts its variants', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/addproduct');
    await type(user, screen.getByLabelText(PRODUCT_TEXT.labelName), 'Chainring');
    await type(user, screen.getByLabelText(PRODUCT_TEXT.labelPrice), '1200');
    await type(user, screen.getByLabelText(PRODUCT_TEXT.labelMinQuantity), '2');
    await type(user, screen.getByLabelText(PRODUCT_TEXT.labelDescription), 'Narrow-wide.');
    await user.upload(
      screen.getByLabelText(PRODUCT_TEXT.labelPhoto),
      new File(['x'], 'ring.png', { type: 'image/png' }),
    );
    await addOption(user, 'Size', '32T, 34T');
    await addOption(user, 'Colour', 'Black,Silver');
    // The price and quantities are now each variant's.
    expect(screen.queryByLabelText(PRODUCT_TEXT.labelPrice)).toBeNull();
    expect(screen.getByText(T.setOnVariants)).toBeTruthy();

    await user.click(within(section()).getByRole('button', { name: T.generate }));
    expect(within(section()).getByRole('status').textContent).toBe(T.generated({ n: 4 }));
    const table = within(section()).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    // New rows start at the price and minimum typed above, without stock.
    expect(screen.getByLabelText<HTMLInputElement>(T.priceOf({ variant: '34T / Silver' })).value).toBe('1200');
    expect(screen.getByLabelText<HTMLInputElement>(T.minimumOf({ variant: '34T / Silver' })).value).toBe('2');

    await user.click(screen.getByRole('button', { name: T.removeVariant({ variant: '34T / Silver' }) }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(T.skuOf({ variant: '34T / Black' }))),
    );
    for (const [variant, sku, price, stock] of [
      ['32T / Black', 'CR-32-B', '1200', '5'],
      ['32T / Silver', 'CR-32-S', '1250', ''],
      ['34T / Black', 'CR-34-B', '1300', '7'],
    ] as const) {
      await type(user, screen.getByLabelText(T.skuOf({ variant })), sku);
      await type(user, screen.getByLabelText(T.priceOf({ variant })), price);
      if (stock) await type(user, screen.getByLabelText(T.stockOf({ variant })), stock);
    }
    // A row without its stock is refused on its cell before anything is sent.
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }));
    const stock = screen.getByLabelText(T.stockOf({ variant: '32T / Silver' }));
    await waitFor(() => expect(stock.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(stock.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      VALIDATION.maxQuantityRequired,
    );
    expect(writes()).toEqual([]);

    // Sold out until stock comes in.
    await type(user, stock, '0');
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ title: SUCCESS_TEXT.workSaved })));
    expect(writes().map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/images',
      'POST /api/products',
      'PUT /api/products/new-id/variants',
    ]);
    // The spec's fields of the first variant; the PUT then sets every variant and the summary.
    expect(writes()[1]?.body).toEqual({
      name: 'Chainring',
      des: 'Narrow-wide.',
      img: '/api/images/new',
      price: 1200,
      maxQuantity: 5,
      minQuantity: 2,
      weightGrams: 0,
    });
    expect(writes()[2]?.body).toEqual({
      options: [
        { name: 'Size', values: ['32T', '34T'] },
        { name: 'Colour', values: ['Black', 'Silver'] },
      ],
      variants: [
        {
          options: ['32T', 'Black'],
          sku: 'CR-32-B',
          price: 1200,
          maxQuantity: 5,
          minQuantity: 2,
          img: '',
          weightGrams: 0,
        },
        {
          options: ['32T', 'Silver'],
          sku: 'CR-32-S',
          price: 1250,
          maxQuantity: 0,
          minQuantity: 2,
          img: '',
          weightGrams: 0,
        },
        {
          options: ['34T', 'Black'],
          sku: 'CR-34-B',
          price: 1300,
          maxQuantity: 7,
          minQuantity: 2,
          img: '',
          weightGrams: 0,
        },
      ],
    });
  }, 30_000);

  it('saves the variants of a product already created when they were refused, instead of publishing it twice', async () => {
    let refused = true;
    api.on('PUT /api/products/:id/variants', () => {
      if (!refused) return chainring;
      refused = false;
      return apiError(400, 'VALIDATION_FAILED', VARIANT_TEXT.skuTaken, { 'variants.0.sku': VARIANT_TEXT.skuTaken });
    });
    const user = userEvent.setup();
    renderAt('/dashboard/addproduct');
    await type(user, screen.getByLabelText(PRODUCT_TEXT.labelName), 'Grip');
    await type(user, screen.getByLabelText(PRODUCT_TEXT.labelDescription), 'Soft.');
    await user.upload(screen.getByLabelText(PRODUCT_TEXT.labelPhoto), new File(['x'], 'g.png', { type: 'image/png' }));
    await addOption(user, 'Colour', 'Red');
    await user.click(within(section()).getByRole('button', { name: T.generate }));
    await type(user, screen.getByLabelText(T.priceOf({ variant: 'Red' })), '300');
    await type(user, screen.getByLabelText(T.stockOf({ variant: 'Red' })), '4');
    await type(user, screen.getByLabelText(T.skuOf({ variant: 'Red' })), 'TAKEN');
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }));

    const sku = screen.getByLabelText(T.skuOf({ variant: 'Red' }));
    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(within(section()).getByText(VARIANT_TEXT.skuTaken)).toBeTruthy();
    await type(user, sku, 'GRIP-RED');
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ title: SUCCESS_TEXT.workSaved })));
    expect(writes().map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/images',
      'POST /api/products',
      'PUT /api/products/new-id/variants',
      'POST /api/images',
      'PATCH /api/products/new-id',
      'PUT /api/products/new-id/variants',
    ]);
    expect(writes()[5]?.body).toMatchObject({ variants: [{ sku: 'GRIP-RED' }] });
  });
});

describe('Options and variants, editing a product', () => {
  it('shows the variants, hides the summary fields, and saves the name with PATCH and the table with PUT', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/manageproducts/p-1/edit');
    const price = await screen.findByLabelText<HTMLInputElement>(T.priceOf({ variant: '34T' }));
    expect(price.value).toBe('1300');
    expect(screen.queryByLabelText(PRODUCT_TEXT.labelPrice)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(T.skuOf({ variant: '32T' })).value).toBe('CR-32');
    expect(screen.getByLabelText<HTMLSelectElement>(T.valueOf({ option: 'Size', n: 2 })).value).toBe('34T');
    // The gallery's pictures, to give a variant its own.
    await user.selectOptions(screen.getByLabelText(T.pictureOf({ variant: '34T' })), T.pictureN({ n: 2 }));
    await type(user, price, '1350');
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));

    expect(await screen.findByText('manage page')).toBeTruthy();
    expect(writes().map((c) => `${c.method} ${c.url}`)).toEqual([
      'PATCH /api/products/p-1',
      'PUT /api/products/p-1/variants',
    ]);
    // A price here would be refused for a product with several variants.
    expect(writes()[0]?.body).toEqual({ name: 'Chainring', des: 'Narrow-wide.', img: '/api/images/a' });
    expect(writes()[1]?.body).toEqual({
      options: [{ name: 'Size', values: ['32T', '34T'] }],
      variants: [
        {
          _id: 'v-32',
          options: ['32T'],
          sku: 'CR-32',
          price: 1200,
          maxQuantity: 5,
          minQuantity: 1,
          img: '',
          weightGrams: 64,
        },
        {
          _id: 'v-34',
          options: ['34T'],
          sku: 'CR-34',
          price: 1350,
          maxQuantity: 8,
          minQuantity: 2,
          img: '/api/images/b',
          weightGrams: 70,
        },
      ],
    });
  });

  it('puts the server’s field messages on the cell they name', async () => {
    api.on(
      'PUT /api/products/:id/variants',
      apiError(400, 'VALIDATION_FAILED', VARIANT_TEXT.skuTaken, {
        'variants.1.sku': VARIANT_TEXT.skuTaken,
        'options.0.values.1': VARIANT_TEXT.valueRepeated,
        'variants.0._id': VARIANT_TEXT.unknownVariant,
      }),
    );
    const user = userEvent.setup();
    renderAt('/dashboard/manageproducts/p-1/edit');
    await screen.findByLabelText(T.skuOf({ variant: '34T' }));
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    await waitFor(() =>
      expect(screen.getByLabelText(T.skuOf({ variant: '34T' })).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByLabelText(T.skuOf({ variant: '32T' })).getAttribute('aria-invalid')).toBeNull();
    expect(within(section()).getByLabelText(T.optionValues).getAttribute('aria-invalid')).toBe('true');
    expect(within(section()).getByText(VARIANT_TEXT.valueRepeated)).toBeTruthy();
    // A variant removed meanwhile: said on its row's values.
    const size = screen.getByLabelText(T.valueOf({ option: 'Size', n: 1 }));
    expect(document.getElementById(size.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      VARIANT_TEXT.unknownVariant,
    );
    expect(screen.queryByText('manage page')).toBeNull();
  });

  it('keeps the only variant of a product without options as the first of the generated ones', async () => {
    const rim = aProductDetail({ _id: 'p-2', name: 'Rim', price: 900, minQuantity: 1, maxQuantity: 20 });
    api.on('GET /api/products/:id', rim);
    const user = userEvent.setup();
    renderAt('/dashboard/manageproducts/p-2/edit');
    await screen.findByLabelText(PRODUCT_TEXT.labelPrice);
    expect(within(section()).queryByRole('table')).toBeNull();
    await addOption(user, 'Size', '26", 29"');
    await user.click(within(section()).getByRole('button', { name: T.generate }));
    expect(screen.getByLabelText<HTMLInputElement>(T.stockOf({ variant: '26"' })).value).toBe('20');
    expect(screen.getByLabelText<HTMLInputElement>(T.stockOf({ variant: '29"' })).value).toBe('');
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    // The new row has no stock yet.
    expect(await within(section()).findByText(VALIDATION.maxQuantityRequired)).toBeTruthy();
    expect(writes()).toEqual([]);
    await type(user, screen.getByLabelText(T.stockOf({ variant: '29"' })), '6');
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]?.body).toMatchObject({
      variants: [
        { _id: 'p-2', options: ['26"'], price: 900, maxQuantity: 20 },
        { options: ['29"'], price: 900, maxQuantity: 6 },
      ],
    });
  });

  it('refuses a repeated combination and a value not chosen, before sending', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/manageproducts/p-1/edit');
    await screen.findByLabelText(T.skuOf({ variant: '34T' }));
    await user.selectOptions(screen.getByLabelText(T.valueOf({ option: 'Size', n: 2 })), '32T');
    await addOption(user, 'Colour', 'Black');
    expect(screen.getByLabelText<HTMLSelectElement>(T.valueOf({ option: 'Colour', n: 1 })).value).toBe('');
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    expect(await within(section()).findAllByText(VARIANT_TEXT.valuesPerOption)).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText(T.valueOf({ option: 'Colour', n: 1 })), 'Black');
    await user.selectOptions(screen.getByLabelText(T.valueOf({ option: 'Colour', n: 2 })), 'Black');
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    expect(await within(section()).findByText(VARIANT_TEXT.combinationRepeated)).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('turns back into one variant when every option is removed, keeping its id and SKU', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/manageproducts/p-1/edit');
    await screen.findByLabelText(T.skuOf({ variant: '34T' }));
    await user.click(within(section()).getByRole('button', { name: T.removeOption({ n: 1 }) }));
    expect(within(section()).queryByRole('table')).toBeNull();
    await type(user, screen.getByLabelText(PRODUCT_TEXT.labelMaxQuantity), '13');
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[0]?.body).toEqual({ name: 'Chainring', des: 'Narrow-wide.', img: '/api/images/a' });
    expect(writes()[1]?.body).toEqual({
      options: [],
      variants: [
        {
          _id: 'v-32',
          options: [],
          sku: 'CR-32',
          price: 1200,
          maxQuantity: 13,
          minQuantity: 1,
          img: '',
          weightGrams: 64,
        },
      ],
    });
  });
});

import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AddProductPage } from './add-product-page.tsx';
import { EditProductPage } from './edit-product-page.tsx';

const { IMAGE_TEXT, PRODUCT_TEXT } = englishTexts('products');
const { SPEC_APP_TEXT } = englishTexts('spec-app');
const { ERROR_TEXT, SUCCESS_TEXT, VALIDATION } = englishTexts('feedback');

const fire = vi.hoisted(() => vi.fn());
vi.mock('sweetalert2', () => ({ default: { fire } }));

let api: ApiStub;
/** The calls the form made, without the category list its select reads and the store's settings. */
const calls = () =>
  api.calls.filter((c) => !(c.method === 'GET' && ['/api/categories', '/api/store/config'].includes(c.path)));
const sent = () => calls().map((c) => `${c.method} ${c.url}`);

beforeEach(() => {
  api = stubApi({
    'POST /api/images': { success: true, data: { display_url: '/api/images/abc' } },
    'POST /api/products': { acknowledged: true, insertedId: 'new-id' },
    'GET /api/categories': [
      { _id: 'c-wheels', name: 'Wheels', productCount: 3 },
      { _id: 'c-brakes', name: 'Brakes', productCount: 0 },
    ],
  });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fire.mockReset();
  localStorage.clear();
});

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/addproduct" element={<AddProductPage />} />
      <Route path="/dashboard/manageproducts/:id/edit" element={<EditProductPage />} />
      <Route path="/dashboard/manageproducts" element={<p>manage page</p>} />
    </Routes>,
    { at: path },
  );
}

const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'rim.png', { type: 'image/png' });

async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
}

const validValues = {
  [PRODUCT_TEXT.labelName]: 'Alloy Rim',
  [PRODUCT_TEXT.labelPrice]: '1250.50',
  [PRODUCT_TEXT.labelMaxQuantity]: '300',
  [PRODUCT_TEXT.labelMinQuantity]: '10',
  [PRODUCT_TEXT.labelDescription]: 'A strong rim.',
};

describe('Add product', () => {
  it('shows the spec’s message for every empty field and sends nothing', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/addproduct');
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }));
    for (const message of [
      VALIDATION.nameRequired,
      VALIDATION.priceRequired,
      VALIDATION.maxQuantityRequired,
      VALIDATION.minQuantityRequired,
      VALIDATION.descriptionRequired,
      VALIDATION.photoRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText(PRODUCT_TEXT.labelName).getAttribute('aria-invalid')).toBe('true');
    expect(calls()).toEqual([]);
  });

  it('refuses a minimum above the maximum', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/addproduct');
    await fillForm(user, {
      ...validValues,
      [PRODUCT_TEXT.labelMaxQuantity]: '5',
      [PRODUCT_TEXT.labelMinQuantity]: '6',
    });
    await user.upload(screen.getByLabelText(PRODUCT_TEXT.labelPhoto), photo());
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }));
    expect(await screen.findByText(PRODUCT_TEXT.minAboveMax)).toBeTruthy();
    expect(calls()).toEqual([]);
  });

  it('uploads the photo, then publishes the product with its display_url, says so and empties the form', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/addproduct');
    await fillForm(user, validValues);
    await user.upload(screen.getByLabelText(PRODUCT_TEXT.labelPhoto), photo());
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }));

    await waitFor(() => expect(fire).toHaveBeenCalled());
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ title: SUCCESS_TEXT.workSaved, timer: 1500, showConfirmButton: false }),
    );
    expect(sent()).toEqual(['POST /api/images', 'POST /api/products']);
    const uploaded = calls()[0]?.body as FormData;
    expect((uploaded.get('image') as File).name).toBe('rim.png');
    expect(calls()[1]?.body).toEqual({
      name: 'Alloy Rim',
      price: 1250.5,
      maxQuantity: 300,
      minQuantity: 10,
      des: 'A strong rim.',
      img: '/api/images/abc',
      // Not weighed yet unless typed.
      weightGrams: 0,
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(PRODUCT_TEXT.labelName).value).toBe(''));
  });

  it('sends the category chosen in its select', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/addproduct');
    await fillForm(user, validValues);
    const select = screen.getByRole('combobox', { name: 'Category' });
    await screen.findByRole('option', { name: 'Brakes' });
    await user.selectOptions(select, 'Brakes');
    await user.upload(screen.getByLabelText(PRODUCT_TEXT.labelPhoto), photo());
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }));
    await waitFor(() => expect(sent()).toEqual(['POST /api/images', 'POST /api/products']));
    expect(calls()[1]?.body).toMatchObject({ name: 'Alloy Rim', categoryId: 'c-brakes' });
  });

  it('shows Oops... / Something went wrong! when the product is not saved', async () => {
    api.on('POST /api/products', apiError(500, 'INTERNAL', 'x'));
    const user = userEvent.setup();
    renderAt('/dashboard/addproduct');
    await fillForm(user, validValues);
    await user.upload(screen.getByLabelText(PRODUCT_TEXT.labelPhoto), photo());
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }));
    await waitFor(() =>
      expect(fire).toHaveBeenCalledWith(
        expect.objectContaining({ title: ERROR_TEXT.oops, text: ERROR_TEXT.somethingWentWrong }),
      ),
    );
    expect(fire).not.toHaveBeenCalledWith(expect.objectContaining({ title: SUCCESS_TEXT.workSaved }));
    expect(screen.getByLabelText<HTMLInputElement>(PRODUCT_TEXT.labelName).value).toBe('Alloy Rim');
  });

  it('shows the server’s reason under the photo when the upload is refused', async () => {
    api.on('POST /api/images', apiError(400, 'BAD_REQUEST', IMAGE_TEXT.wrongKind, { image: IMAGE_TEXT.wrongKind }));
    const user = userEvent.setup();
    renderAt('/dashboard/addproduct');
    await fillForm(user, validValues);
    await user.upload(screen.getByLabelText(PRODUCT_TEXT.labelPhoto), photo());
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }));
    expect(await screen.findByText(IMAGE_TEXT.wrongKind)).toBeTruthy();
    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ title: ERROR_TEXT.oops }));
    expect(sent()).toEqual(['POST /api/images']);
  });

  it('refuses a photo over 5 MB before uploading it', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/addproduct');
    await fillForm(user, validValues);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(PRODUCT_TEXT.labelPhoto), big);
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }));
    expect(await screen.findByText(IMAGE_TEXT.tooLarge({ mb: 5 }))).toBeTruthy();
    expect(calls()).toEqual([]);
  });
});

describe('Edit product', () => {
  const product = aProductDetail({
    _id: 'p-1',
    name: 'Steel Chain',
    img: '/api/images/old',
    des: 'Rust-proof.',
    minQuantity: 2,
    maxQuantity: 50,
    price: 99.5,
    weightGrams: 320,
  });

  it('opens the form filled in and saves the changes with PATCH, keeping the photo when none is chosen', async () => {
    api.on('GET /api/products/:id', product);
    api.on('PATCH /api/products/:id', { ...product, name: 'Carbon Chain' });
    const user = userEvent.setup();
    renderAt('/dashboard/manageproducts/p-1/edit');
    const name = await screen.findByLabelText(PRODUCT_TEXT.labelName);
    expect((name as HTMLInputElement).value).toBe('Steel Chain');
    expect(screen.getByLabelText<HTMLInputElement>(PRODUCT_TEXT.labelPrice).value).toBe('99.5');
    await user.clear(name);
    await user.type(name, 'Carbon Chain');
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXT.saveChanges }));

    expect(await screen.findByText('manage page')).toBeTruthy();
    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ title: SUCCESS_TEXT.workSaved }));
    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: '/api/products/p-1',
        body: {
          name: 'Carbon Chain',
          price: 99.5,
          maxQuantity: 50,
          minQuantity: 2,
          des: 'Rust-proof.',
          img: '/api/images/old',
          weightGrams: 320,
        },
      }),
    ]);
  });

  it('says so when the product does not exist', async () => {
    api.on('GET /api/products/:id', apiError(404, 'NOT_FOUND', 'Product not found.'));
    renderAt('/dashboard/manageproducts/gone/edit');
    expect(await screen.findByText('Product not found.')).toBeTruthy();
  });
});

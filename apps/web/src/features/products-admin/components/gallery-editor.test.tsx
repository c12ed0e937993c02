import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { stubApi } from '../../../testing/api-stub.ts';
import { aProductDetail } from '../../../testing/factories.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { GalleryEditor } from './gallery-editor.tsx';
import { SpecificationEditor } from './specification-editor.tsx';

const { PRODUCT_PAGE_TEXT } = englishTexts('product-page');
const { VARIANT_FORM_TEXT } = englishTexts('products');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const A = '/api/images/a';
const B = '/api/images/b';
const C = '/api/images/c';

describe('GalleryEditor', () => {
  it('reorders and removes pictures and saves them in the new order, the first being the card picture', async () => {
    const user = userEvent.setup();
    const product = aProductDetail({ img: A, images: [A, B, C] });
    const api = stubApi({ 'PUT /api/products/:id/images': ({ body }) => ({ ...product, ...(body as object) }) });
    renderWithProviders(<GalleryEditor product={product} />);
    await user.click(screen.getByRole('button', { name: PRODUCT_PAGE_TEXT.moveUp({ n: 3 }) }));
    await user.click(screen.getByRole('button', { name: PRODUCT_PAGE_TEXT.moveUp({ n: 2 }) }));
    await user.click(screen.getByRole('button', { name: PRODUCT_PAGE_TEXT.removePicture({ n: 3 }) }));
    await user.click(screen.getByRole('button', { name: PRODUCT_PAGE_TEXT.saveGallery }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ images: [C, A] }));
    expect(await screen.findByText(PRODUCT_PAGE_TEXT.gallerySaved)).toBeTruthy();
  });
});

describe('SpecificationEditor', () => {
  it('adds rows and saves the SKU and rows; an empty name is refused before sending', async () => {
    const user = userEvent.setup();
    const product = aProductDetail({ sku: null, specs: [] });
    const api = stubApi({ 'PUT /api/products/:id/specification': product });
    renderWithProviders(<SpecificationEditor product={product} />);
    await user.type(screen.getByLabelText(PRODUCT_PAGE_TEXT.sku), 'CR-44');
    await user.click(screen.getByRole('button', { name: PRODUCT_PAGE_TEXT.addSpecRow }));
    const row = screen.getByRole('group', { name: PRODUCT_PAGE_TEXT.specRow({ n: 1 }) });
    await user.type(row.querySelectorAll('input')[1] as HTMLInputElement, '44');
    await user.click(screen.getByRole('button', { name: PRODUCT_PAGE_TEXT.saveSpecification }));
    expect(await screen.findByText(PRODUCT_PAGE_TEXT.specKeyRequired)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(row.querySelectorAll('input')[0] as HTMLInputElement, 'Teeth');
    await user.click(screen.getByRole('button', { name: PRODUCT_PAGE_TEXT.saveSpecification }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        sku: 'CR-44',
        specs: [{ key: 'Teeth', value: '44' }],
      }),
    );
  });
});

describe('SpecificationEditor of a product with several variants', () => {
  it('leaves the SKU to the variants: no SKU field, and none sent', async () => {
    const user = userEvent.setup();
    const variant = { title: '', price: 100, minQuantity: 1, maxQuantity: 5, img: null };
    const product = aProductDetail({
      sku: 'CR-32',
      options: [{ name: 'Size', values: ['32T', '34T'] }],
      variants: [
        { ...variant, _id: 'v-32', options: ['32T'], sku: 'CR-32' },
        { ...variant, _id: 'v-34', options: ['34T'], sku: 'CR-34' },
      ],
    });
    const api = stubApi({ 'PUT /api/products/:id/specification': product });
    renderWithProviders(<SpecificationEditor product={product} />);
    expect(screen.queryByLabelText(PRODUCT_PAGE_TEXT.sku)).toBeNull();
    expect(screen.getByText(VARIANT_FORM_TEXT.skuOnVariants)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: PRODUCT_PAGE_TEXT.saveSpecification }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ sku: '', specs: [] }));
  });
});

// The admin's product screens in Bangla: the edit form with its options and variants, the gallery and
// specification editors, the product list and its delete question; the rules' and the server's messages in Bangla.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBodySchema } from '@store/shared/schemas';
import { type ApiStub, StubAnswer, stubApi } from '../../testing/api-stub.ts';
import { aProduct, aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { EditProductPage } from './edit-product-page.tsx';
import { ManageProductsPage } from './manage-products-page.tsx';

vi.mock('sweetalert2', () => ({ default: { fire: vi.fn() } }));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const product = aProductDetail({
  _id: 'p-1',
  name: 'Steel Chain',
  img: '/api/images/old',
  des: 'Rust-proof.',
  minQuantity: 2,
  maxQuantity: 50,
  price: 99.5,
});

let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    'GET /api/products/:id': product,
    'GET /api/categories': [{ _id: 'c-1', name: 'Chains', productCount: 1 }],
    'GET /api/admin/products': [
      aProduct({ _id: 'p-1', name: 'Steel Chain', options: [{ name: 'Size', values: ['8', '9', '10', '11', '12'] }] }),
      aProduct({ _id: 'p-2', name: 'Alloy Rim' }),
    ],
  });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderEdit = () =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/manageproducts/:id/edit" element={<EditProductPage />} />
    </Routes>,
    { at: '/dashboard/manageproducts/p-1/edit', locale: 'bn' },
  );

describe('EditProductPage in Bangla', () => {
  it('labels the form in Bangla and refuses a minimum above the maximum in Bangla', async () => {
    const user = userEvent.setup();
    renderEdit();
    expect(screen.getByRole('heading', { level: 2, name: 'পণ্য এডিট করুন' })).toBeTruthy();
    const min = await screen.findByLabelText('সর্বনিম্ন পরিমাণ');
    await user.clear(min);
    await user.type(min, '60');
    await user.click(screen.getByRole('button', { name: 'পরিবর্তন সেভ করুন' }));
    expect(await screen.findByText('সর্বনিম্ন পরিমাণ সর্বোচ্চ পরিমাণের বেশি হতে পারবে না')).toBeTruthy();
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    // The category's name is the admin's data.
    expect(screen.getByRole('option', { name: 'Chains' }).getAttribute('translate')).toBe('no');
    expect(screen.getByRole('link', { name: 'পণ্যের তালিকায় ফিরে যান' })).toBeTruthy();
  });

  it('refuses an empty specification row in Bangla, before sending it', async () => {
    const user = userEvent.setup();
    renderEdit();
    const editor = await screen.findByRole('region', { name: 'স্পেসিফিকেশন ও SKU' });
    await user.click(within(editor).getByRole('button', { name: 'সারি যোগ করুন' }));
    expect(within(editor).getByRole('group', { name: '১ নম্বর সারি' })).toBeTruthy();
    await user.click(within(editor).getByRole('button', { name: 'স্পেসিফিকেশন সেভ করুন' }));
    expect(await within(editor).findAllByText(/^(নাম|মান) দিতে হবে$/)).toHaveLength(2);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server’s reason for a refused picture in Bangla', async () => {
    const user = userEvent.setup();
    // The API's answer: English, with the rule's catalogue reference beside it.
    const wrongKind = '@i18n:products.IMAGE_TEXT.wrongKind';
    api.on(
      'POST /api/images',
      new StubAnswer(
        400,
        {
          error: {
            code: 'BAD_REQUEST',
            message: 'The file must be a PNG, JPEG or WebP image.',
            messageId: wrongKind,
            fields: { image: 'The file must be a PNG, JPEG or WebP image.' },
            fieldIds: { image: wrongKind },
          },
        },
        {},
        ErrorBodySchema,
      ),
    );
    renderEdit();
    const gallery = await screen.findByRole('region', { name: 'ছবির গ্যালারি' });
    await user.upload(
      within(gallery).getByLabelText('ছবি যোগ করুন'),
      new File(['x'], 'notes.png', { type: 'image/png' }),
    );
    expect(await within(gallery).findByText('ছবিটি PNG, JPEG বা WebP হতে হবে।')).toBeTruthy();
  });
});

describe('Options and variants in Bangla', () => {
  it('labels the section, its options and every cell in Bangla, and refuses a value not chosen in Bangla', async () => {
    api.on(
      'GET /api/products/:id',
      aProductDetail({
        ...product,
        options: [{ name: 'Size', values: ['32T', '34T'] }],
        variants: [
          {
            _id: 'v-32',
            options: ['32T'],
            title: '32T',
            sku: 'CR-32',
            price: 99.5,
            minQuantity: 2,
            maxQuantity: 20,
            img: null,
          },
          {
            _id: 'v-34',
            options: ['34T'],
            title: '34T',
            sku: null,
            price: 120,
            minQuantity: 2,
            maxQuantity: 30,
            img: null,
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderEdit();
    const section = await screen.findByRole('region', { name: 'অপশন ও ভ্যারিয়েন্ট' });
    expect(screen.queryByLabelText('দাম (টাকা)')).toBeNull();
    expect(within(section).getByRole('group', { name: '১ নম্বর অপশন' })).toBeTruthy();
    expect(within(section).getByLabelText<HTMLInputElement>('34T-এর দাম').value).toBe('120');
    expect(within(section).getByLabelText('32T-এর স্টক')).toBeTruthy();
    expect(within(section).getByRole('columnheader', { name: 'সর্বনিম্ন অর্ডার' })).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'অপশন যোগ করুন' }));
    const colour = within(section).getByRole('group', { name: '২ নম্বর অপশন' });
    await user.type(within(colour).getByLabelText('নাম'), 'Colour');
    await user.type(within(colour).getByLabelText('মানগুলো, কমা দিয়ে আলাদা করে'), 'Black');
    expect(within(section).getByLabelText('২ নম্বর ভ্যারিয়েন্টের Colour')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'পরিবর্তন সেভ করুন' }));
    expect(await within(section).findAllByText('প্রতিটি অপশনের একটি মান বেছে নিন')).toHaveLength(2);
    await user.click(within(section).getByRole('button', { name: 'সব কম্বিনেশন তৈরি করুন' }));
    expect(within(section).getByRole('status').textContent).toBe('টেবিলে ২টি ভ্যারিয়েন্ট');
    expect(within(section).getByRole('button', { name: '34T / Black সরান' })).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT' || c.method === 'PATCH')).toBe(false);
  });
});

describe('ManageProductsPage in Bangla', () => {
  it('counts and numbers the products in Bengali digits and asks before deleting in Bangla', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ManageProductsPage />, { locale: 'bn' });
    expect(await screen.findByRole('heading', { level: 3, name: /: ২$/ })).toBeTruthy();
    const row = screen.getByRole('rowheader', { name: 'Alloy Rim' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('২');
    expect(within(row).getByRole('link', { name: 'এডিট Alloy Rim' })).toBeTruthy();
    expect(within(row).getByText('অপশন নেই')).toBeTruthy();
    const chain = screen.getByRole('rowheader', { name: 'Steel Chain' }).closest('tr') as HTMLElement;
    expect(within(chain).getByText('Size (৫টি)')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Alloy Rim' }).getAttribute('translate')).toBe('no');
    await user.click(within(row).getByRole('button', { name: /Alloy Rim$/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'পণ্যটি একেবারে মুছে ফেলবেন?' });
    expect(
      within(dialog).getByText(
        '“Alloy Rim” স্টোর থেকে সরিয়ে ফেলা হবে। যেসব অর্ডারে এটি আছে, সেগুলোতে নাম আর দাম আগের মতোই থাকবে।',
      ),
    ).toBeTruthy();
  });
});

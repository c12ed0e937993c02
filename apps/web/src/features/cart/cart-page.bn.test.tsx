// The cart and checkout on a Bangla page (/bn/cart): every text, price and message in Bangla,
// product names as they are.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { type Cart, type CartLine, ErrorBodySchema } from '@store/shared/schemas';
import { CartButton } from '../../components/layout/cart-button.tsx';
import { type ApiStub, StubAnswer, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { aSavedAddress } from '../../testing/address-factories.ts';
import { CartPage } from './cart-page.tsx';

vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

const CONFIG = {
  currency: 'BDT' as const,
  shippingFee: 120,
  freeShippingFrom: 10000,
  unpaidOrderTtlHours: 48,
  maxOpenUnpaidOrders: 5,
  maxCartLines: 50,
  timeZone: 'Asia/Dhaka',
};

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  productId: 'p-1',
  variantId: overrides.productId ?? 'p-1',
  variantTitle: '',
  sku: null,
  productname: 'Disc Brake Rotor',
  img: '/images/products/rotor.svg',
  unitPrice: 1250,
  quantity: 3,
  lineTotal: 3750,
  minQuantity: 2,
  stock: 10,
  problem: null,
  currentPrice: null,
  ...overrides,
});

const aCart = (lines: CartLine[]): Cart => {
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  return { lines, subtotal, shipping: 120, total: subtotal + 120, currency: 'BDT', weightGrams: 0, delivery: null };
};

let cart: Cart;
let api: ApiStub;

beforeEach(() => {
  cart = aCart([
    line(),
    line({
      productId: 'p-2',
      productname: 'Chain 11-speed',
      unitPrice: 900,
      quantity: 2,
      lineTotal: 1800,
      minQuantity: 1,
      stock: 20,
    }),
  ]);
  api = stubApi({
    'GET /api/store/config': CONFIG,
    'GET /api/cart': () => cart,
    'POST /api/checkout': { acknowledged: true, insertedId: 'o-9', total: 5670 },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderCart = () => renderWithProviders(<CartPage />, { at: '/cart', locale: 'bn' });

describe('The cart in Bangla', () => {
  it('shows the lines, prices in Bengali digits, subtotal, shipping and total, names as they are', async () => {
    renderCart();
    expect(await screen.findByRole('heading', { level: 1, name: 'আপনার কার্ট' })).toBeTruthy();
    const rotor = (await screen.findByRole('heading', { name: 'Disc Brake Rotor' })).closest('li') as HTMLElement;
    expect(within(rotor).getByText('প্রতি পিসের দাম: ৳১,২৫০')).toBeTruthy();
    expect(within(rotor).getByText('মোট দাম: ৳৩,৭৫০')).toBeTruthy();
    expect(within(rotor).getByRole('spinbutton', { name: 'Disc Brake Rotor-এর পরিমাণ' })).toBeTruthy();
    expect(within(rotor).getByRole('button', { name: 'কার্ট থেকে Disc Brake Rotor বাদ দিন' })).toBeTruthy();
    expect(screen.getByText('সাবটোটাল').nextElementSibling?.textContent).toBe('৳৫,৫৫০');
    expect(screen.getByText('ডেলিভারি চার্জ').nextElementSibling?.textContent).toBe('৳১২০');
    expect(screen.getByText('মোট').nextElementSibling?.textContent).toBe('৳৫,৬৭০');
    expect(screen.getByText('৳১০,০০০ বা তার বেশি কেনাকাটায় ডেলিভারি ফ্রি।')).toBeTruthy();
    expect(screen.getByText(textsIn('bn', 'cart').CART_DELIVERY_TEXT.highestRate)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Disc Brake Rotor' }).getAttribute('translate')).toBe('no');
  });

  it('names each variant of a line in Bangla: its title as written, its SKU, its labels', async () => {
    cart = aCart([line({ variantId: 'v-34', variantTitle: '34T / Black', sku: 'CR-34' })]);
    renderCart();
    const rotor = (await screen.findByRole('heading', { name: 'Disc Brake Rotor' })).closest('li') as HTMLElement;
    expect(within(rotor).getByText('34T / Black').getAttribute('translate')).toBe('no');
    expect(within(rotor).getByText('SKU: CR-34')).toBeTruthy();
    expect(within(rotor).getByRole('spinbutton', { name: 'Disc Brake Rotor (34T / Black)-এর পরিমাণ' })).toBeTruthy();
  });

  it('says in Bangla what is wrong with a line, with the new price in Bengali digits', async () => {
    cart = aCart([
      line({ problem: 'price_changed', currentPrice: 1300 }),
      line({ productId: 'p-3', productname: 'Old Hub', problem: 'gone' }),
    ]);
    renderCart();
    expect(await screen.findByText('দাম বদলে ৳১,৩০০ হয়েছে। নতুন দাম মেনে নিন, নয়তো পণ্যটি বাদ দিন।')).toBeTruthy();
    expect(screen.getByText('এই পণ্যটি আর বিক্রি হচ্ছে না। চেকআউট করতে এটি বাদ দিন।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'নতুন দাম মেনে নিন' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('চেকআউটের আগে চিহ্নিত পণ্যগুলো ঠিক করে নিন।');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'চেকআউট' }).disabled).toBe(true);
  });

  it("refuses a quantity below the minimum with the spec's message in the page's language, sending nothing", async () => {
    const user = userEvent.setup();
    renderCart();
    const quantity = await screen.findByRole('spinbutton', { name: 'Disc Brake Rotor-এর পরিমাণ' });
    await user.clear(quantity);
    await user.type(quantity, '1');
    const rotor = quantity.closest('li') as HTMLElement;
    await user.click(within(rotor).getByRole('button', { name: 'আপডেট করুন' }));
    expect(within(rotor).getByRole('alert').textContent).toBe(
      textsIn('bn', 'feedback').MESSAGES.quantityBelowMinimum({ min: 2 }),
    );
    expect(within(rotor).getByRole('alert').textContent).not.toMatch(/^@i18n:/);
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('asks a buyer without an address for one in Bangla at checkout, and tells the deadline in Bengali digits', async () => {
    const user = userEvent.setup();
    api.on('GET /api/addresses', []);
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'চেকআউট' }));
    expect(await screen.findByText('অর্ডার দেওয়ার ৪৮ ঘণ্টার মধ্যে পেমেন্ট না হলে অর্ডারটি বাতিল হয়ে যায়।')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'সংরক্ষণ করে এখানে পাঠান' }));
    expect(await screen.findByText('প্রাপকের নাম দিতে হবে')).toBeTruthy();
    expect(screen.getByText('ফোন নম্বর দিতে হবে')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'অর্ডার করুন' }).disabled).toBe(true);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal of a line in Bangla from its catalogue reference", async () => {
    const user = userEvent.setup();
    api.on('GET /api/addresses', [aSavedAddress({ id: 'a-1', isDefault: true })]);
    api.on(
      'POST /api/checkout',
      new StubAnswer(
        409,
        {
          error: {
            code: 'CART_LINE_UNAVAILABLE',
            message: 'Disc Brake Rotor is no longer sold.',
            messageId: '@i18n:cart.CART_TEXT.productGone?name=Disc%20Brake%20Rotor',
            fields: { 'lines.p-1': 'Disc Brake Rotor is no longer sold.' },
            fieldIds: { 'lines.p-1': '@i18n:cart.CART_TEXT.productGone?name=Disc%20Brake%20Rotor' },
          },
        },
        {},
        ErrorBodySchema,
      ),
    );
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'চেকআউট' }));
    const form = await screen.findByRole('form', { name: 'চেকআউট' });
    const place = within(form).getByRole<HTMLButtonElement>('button', { name: 'অর্ডার করুন' });
    await vi.waitFor(() => expect(place.disabled).toBe(false));
    await user.click(place);
    const alert = await within(form).findByRole('alert');
    expect(within(alert).getAllByText('Disc Brake Rotor আর বিক্রি হচ্ছে না।')).toHaveLength(2);
  });
});

describe('The cart button in Bangla', () => {
  it('counts the lines in Bengali digits', async () => {
    renderWithProviders(<CartButton signedIn />, { locale: 'bn' });
    const link = await screen.findByRole('link', { name: 'কার্ট, ২টি পণ্য' });
    expect(link.textContent).toBe('২');
  });
});

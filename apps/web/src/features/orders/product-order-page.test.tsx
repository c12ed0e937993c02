import { cleanup, screen, waitFor } from '@testing-library/react';
import { englishTexts } from '@store/shared/i18n/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductOrderPage } from './product-order-page.tsx';

const { CART_TEXT } = englishTexts('cart');
const { SPEC_TEXT } = englishTexts('common');
const { SUCCESS_TEXT } = englishTexts('feedback');
const { ORDER_TEXT } = englishTexts('orders');
const { SPEC_APP_TEXT } = englishTexts('spec-app');
const { quantityAboveStock, quantityBelowMinimum } = englishTexts('feedback').MESSAGES;

const swal = vi.hoisted(() => ({ fire: vi.fn() }));
vi.mock('sweetalert2', () => ({ default: swal }));
vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

let api: ApiStub;
const posted = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/orders').map((c) => c.body);

beforeEach(() => {
  const product = aProductDetail({
    _id: 'p-1',
    name: 'Disc Brake Rotor',
    img: '/x.svg',
    des: 'Stops well.',
    minQuantity: 2,
    maxQuantity: 10,
    price: 1250.5,
  });
  api = stubApi({
    'GET /api/products/:id': ({ params }) =>
      params.id === product._id ? product : apiError(404, 'NOT_FOUND', 'Product not found.'),
    'POST /api/orders': { acknowledged: true, insertedId: 'o-1' },
    // The product page's reviews section (features/product-page has its own tests).
    'GET /api/products/:id/reviews': {
      summary: { average: 0, count: 0, distribution: [] },
      items: [],
      page: 1,
      limit: 5,
      total: 0,
      others: 0,
    },
    'GET /api/products/:id/reviews/mine': { review: null, mayReview: true },
    'GET /api/store/config': {
      currency: 'BDT',
      shippingFee: 120,
      freeShippingFrom: 10000,
      unpaidOrderTtlHours: 48,
      maxOpenUnpaidOrders: 5,
      maxCartLines: 50,
      timeZone: 'Asia/Dhaka',
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  swal.fire.mockReset();
});

const renderPage = (id = 'p-1', search = '') =>
  renderWithProviders(<ProductOrderPage />, { at: `/singleservice/${id}${search}`, path: '/singleservice/:id' });

async function purchase(quantity: string) {
  const user = userEvent.setup();
  const input = await screen.findByLabelText(ORDER_TEXT.labelQuantity);
  await user.clear(input);
  if (quantity) await user.type(input, quantity);
  await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.purchase }));
  return user;
}

describe('Product order page', () => {
  it('shows the product: name, description, minimum, stock and price', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Disc Brake Rotor', level: 1 })).toBeTruthy();
    expect(screen.getByText('Stops well.')).toBeTruthy();
    expect(screen.getByText(`${SPEC_TEXT.minimumOrder}:`, { exact: false }).textContent).toContain('2');
    expect(screen.getByText(`${SPEC_TEXT.available}:`, { exact: false }).textContent).toContain('10');
    expect(screen.getByText('৳1,250.50')).toBeTruthy();
  });

  it.each([
    ['1', quantityBelowMinimum({ min: 2 })],
    ['0', quantityBelowMinimum({ min: 2 })],
    ['11', quantityAboveStock({ n: 11, max: 10 })],
    ['', ORDER_TEXT.quantityWhole],
  ])('warns with the spec message for a quantity of "%s" and shows no order form', async (quantity, message) => {
    renderPage();
    await purchase(quantity);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: SPEC_APP_TEXT.orderNow })).toBeNull();
  });

  it('after a valid Purchase shows the Order Now form with read-only name, email, quantity and total', async () => {
    renderPage();
    await purchase('3');
    expect(await screen.findByRole('heading', { name: SPEC_APP_TEXT.orderNow })).toBeTruthy();
    const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
    expect(value(ORDER_TEXT.labelProductName).value).toBe('Disc Brake Rotor');
    expect(value(ORDER_TEXT.labelEmail).value).toBe('karim@example.com');
    expect(value(ORDER_TEXT.labelOrderQuantity).value).toBe('3');
    expect(value(ORDER_TEXT.labelPrice).value).toBe('৳3,751.50');
    for (const label of [
      ORDER_TEXT.labelProductName,
      ORDER_TEXT.labelEmail,
      ORDER_TEXT.labelOrderQuantity,
      ORDER_TEXT.labelPrice,
    ]) {
      expect(value(label).readOnly).toBe(true);
    }
    expect(screen.getByLabelText(SPEC_APP_TEXT.orderIdLabel)).toBeTruthy();
  });

  /** The figure beside a term of the Order Now form's charges (Subtotal, Shipping, Total). */
  async function charge(term: string): Promise<string | null | undefined> {
    const dt = await screen.findByText(term, { selector: 'dt' });
    return dt.nextElementSibling?.textContent;
  }

  it.each([
    // 3 × ৳1,250.50 = ৳3,751.50, under ৳10,000: the ৳120 fee is charged.
    ['3', '৳3,751.50', '৳120', '৳3,871.50'],
    // 8 × ৳1,250.50 = ৳10,004, from ৳10,000 on: shipping is free.
    ['8', '৳10,004', CART_TEXT.free, '৳10,004'],
  ])(
    'for %s pieces shows subtotal %s, shipping %s and total %s (what will be charged)',
    async (quantity, subtotal, shipping, total) => {
      renderPage();
      await purchase(quantity);
      expect(await charge(CART_TEXT.subtotal)).toBe(subtotal);
      expect(await charge(CART_TEXT.shipping)).toBe(shipping);
      expect(await charge(CART_TEXT.total)).toBe(total);
      expect(screen.getByLabelText<HTMLInputElement>(ORDER_TEXT.labelPrice).value).toBe(subtotal);
      const hint = CART_TEXT.freeShippingHint({ from: '৳10,000' });
      expect(screen.queryByText(hint) !== null).toBe(shipping !== CART_TEXT.free);
    },
  );

  it('shows the fee and threshold the store is configured with', async () => {
    api.on('GET /api/store/config', {
      currency: 'BDT',
      shippingFee: 80,
      freeShippingFrom: 3000,
      unpaidOrderTtlHours: 48,
      maxOpenUnpaidOrders: 5,
      maxCartLines: 50,
      timeZone: 'Asia/Dhaka',
    });
    renderPage();
    await purchase('2');
    // 2 × ৳1,250.50 = ৳2,501, under this store's ৳3,000: its ৳80 fee.
    expect(await charge(CART_TEXT.shipping)).toBe('৳80');
    expect(await charge(CART_TEXT.total)).toBe('৳2,581');
  });

  it('requires address and phone and sends nothing without them', async () => {
    renderPage();
    const user = await purchase('3');
    await user.click(await screen.findByRole('button', { name: SPEC_APP_TEXT.orderNow }));
    expect(await screen.findByText(ORDER_TEXT.addressRequired)).toBeTruthy();
    expect(screen.getByText(ORDER_TEXT.phoneRequired)).toBeTruthy();
    expect(posted()).toEqual([]);
  });

  it("books the order with the spec's fields and shows 'Your order is booked' at the top for 1500 ms", async () => {
    renderPage();
    const user = await purchase('3');
    await user.type(await screen.findByLabelText(ORDER_TEXT.labelAddress), 'House 12, Dhanmondi');
    await user.type(screen.getByLabelText(ORDER_TEXT.labelPhone), '01711000000');
    await user.type(screen.getByLabelText(SPEC_APP_TEXT.orderIdLabel), '77');
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.orderNow }));
    await waitFor(() => expect(swal.fire).toHaveBeenCalled());
    expect(posted()).toEqual([
      {
        productId: 'p-1',
        productname: 'Disc Brake Rotor',
        email: 'karim@example.com',
        orderQuanty: 3,
        price: 3751.5,
        address: 'House 12, Dhanmondi',
        phone: '01711000000',
        orderId: '77',
      },
    ]);
    expect(swal.fire).toHaveBeenCalledWith(
      expect.objectContaining({
        title: SUCCESS_TEXT.orderBooked,
        position: 'top',
        timer: 1500,
        showConfirmButton: false,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: SPEC_APP_TEXT.orderNow })).toBeNull());
  });

  it("shows the server's stock message when someone else bought the last pieces meanwhile", async () => {
    api.on(
      'POST /api/orders',
      apiError(409, 'OUT_OF_STOCK', ORDER_TEXT.notEnoughStock, { orderQuanty: quantityAboveStock({ n: 3, max: 1 }) }),
    );
    renderPage();
    const user = await purchase('3');
    await user.type(await screen.findByLabelText(ORDER_TEXT.labelAddress), 'House 12');
    await user.type(screen.getByLabelText(ORDER_TEXT.labelPhone), '01711000000');
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.orderNow }));
    expect((await screen.findByRole('alert')).textContent).toBe(quantityAboveStock({ n: 3, max: 1 }));
    expect(swal.fire).not.toHaveBeenCalled();
  });

  it('adds the variant the product page chose (?variant=) to the cart, and orders the one the buyer changes to at its price', async () => {
    const size = (_id: string, value: string, price: number) => ({
      _id,
      options: [value],
      title: value,
      sku: `PD-${value}`,
      price,
      minQuantity: 2,
      maxQuantity: 10,
      img: null,
    });
    api.on(
      'GET /api/products/:id',
      aProductDetail({
        _id: 'p-2',
        name: 'Brake Pads',
        options: [{ name: 'Type', values: ['Disc', 'Rim'] }],
        variants: [size('v-disc', 'Disc', 300), size('v-rim', 'Rim', 250)],
      }),
    );
    const emptyCart = {
      lines: [],
      subtotal: 0,
      shipping: 0,
      total: 0,
      currency: 'BDT' as const,
      weightGrams: 0,
      delivery: null,
    };
    api.on('GET /api/cart', emptyCart);
    api.on('PUT /api/cart/lines/:productId', emptyCart);
    renderPage('p-2', '?variant=v-rim');
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Rim' })).checked).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: CART_TEXT.addToCart }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ quantity: 2, variantId: 'v-rim' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Disc' }));
    await purchase('2');
    await user.type(await screen.findByLabelText(ORDER_TEXT.labelAddress), 'House 12');
    await user.type(screen.getByLabelText(ORDER_TEXT.labelPhone), '01711000000');
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.orderNow }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ productId: 'p-2', variantId: 'v-disc', orderQuanty: 2, price: 600 });
  });

  it('says when the product does not exist', async () => {
    renderPage('nope');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
  });
});

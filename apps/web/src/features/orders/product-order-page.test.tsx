import { cleanup, screen, waitFor } from '@testing-library/react';
import { englishTexts } from '@store/shared/i18n/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryQuote } from '@store/shared/schemas';
import type { SavedAddress } from '@store/shared/schemas/addresses';
import { aSavedAddress } from '../../testing/address-factories.ts';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductOrderPage } from './product-order-page.tsx';
import { wholeText } from '../../testing/whole-text.ts';

const { CART_TEXT, CART_DELIVERY_TEXT } = englishTexts('cart');
const { ADDRESS_CHOOSER_TEXT } = englishTexts('address-book');
const { ADDRESS_FORM_TEXT, AREA_PICKER_TEXT } = englishTexts('addresses');
const { SPEC_TEXT } = englishTexts('common');
const { SUCCESS_TEXT } = englishTexts('feedback');
const { ORDER_TEXT } = englishTexts('orders');
const { SPEC_APP_TEXT } = englishTexts('spec-app');
const { CART_PROMOTION_TEXT } = englishTexts('promotions-ui');
const { quantityAboveStock, quantityBelowMinimum } = englishTexts('feedback').MESSAGES;

const swal = vi.hoisted(() => ({ fire: vi.fn() }));
vi.mock('sweetalert2', () => ({ default: swal }));
vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

const HOME = aSavedAddress({ id: 'a-home', isDefault: true });
const SHOP = aSavedAddress({
  id: 'a-shop',
  recipientName: 'Karim Uddin',
  divisionId: 'sylhet',
  districtId: 'sylhet',
  areaId: 'sylhet/sylhet-sadar',
  street: 'Zindabazar 3',
});
/** The shop's radio card, named by recipient and place. */
const SHOP_NAME = 'Karim Uddin Sylhet Sadar, Sylhet';

/** The server's quote for one line to a saved address (a zone's fee and threshold, not the store's). */
function aLineQuote(addressId: string, subtotal: number, shipping: number, delivery: Partial<DeliveryQuote> = {}) {
  return {
    subtotal,
    shipping,
    total: subtotal + shipping,
    delivery: {
      addressId,
      zone: 'Dhaka city',
      weightGrams: 1500,
      shipping,
      cod: true,
      served: true,
      freeFrom: 5000,
      ...delivery,
    },
  };
}

let api: ApiStub;
let book: SavedAddress[];
const posted = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/orders').map((c) => c.body);
const quotesAsked = () =>
  api.calls.filter((c) => c.path === '/api/delivery/quote').map((c) => Object.fromEntries(c.query));
/** Order Now is enabled once an address is chosen and its quote says it is served. */
const orderNowReady = () =>
  waitFor(() =>
    expect(screen.getByRole<HTMLButtonElement>('button', { name: SPEC_APP_TEXT.orderNow }).disabled).toBe(false),
  );

beforeEach(() => {
  book = [SHOP, HOME];
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
    'GET /api/addresses': () => book,
    'POST /api/addresses': ({ body }) => {
      const added = aSavedAddress({ ...(body as Partial<SavedAddress>), id: 'a-new', isDefault: book.length === 0 });
      book = [...book, added];
      return added;
    },
    'GET /api/delivery/quote': ({ query }) => aLineQuote(query.get('addressId') ?? '', 3751.5, 90),
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

  it("asks the server to quote the default address and shows its subtotal, shipping, total and the zone's threshold", async () => {
    renderPage();
    await purchase('3');
    // ৳90 and ৳5,000 are the zone's, not the store's ৳120 and ৳10,000.
    expect(await charge(CART_TEXT.subtotal)).toBe('৳3,751.50');
    expect(await charge(CART_TEXT.shipping)).toBe('৳90');
    expect(await charge(CART_TEXT.total)).toBe('৳3,841.50');
    expect(screen.getByText(CART_TEXT.freeShippingHint({ from: '৳5,000' }))).toBeTruthy();
    expect(
      screen.getByText(wholeText(CART_DELIVERY_TEXT.quotedFor({ zone: 'Dhaka city', weight: '1.5' }))),
    ).toBeTruthy();
    expect(quotesAsked()).toEqual([{ addressId: 'a-home', productId: 'p-1', quantity: '3' }]);
    await orderNowReady();
  });

  it("shows the automatic promotion the server's quote takes off, as its own line, and the total after it", async () => {
    api.on('GET /api/delivery/quote', ({ query }) => ({
      ...aLineQuote(query.get('addressId') ?? '', 3751.5, 90),
      total: 3751.5 + 90 - 375.15,
      discounts: [{ promotionId: 'p-eid', name: 'Eid sale', code: null, kind: 'order_percent', amount: 375.15 }],
      discount: 375.15,
    }));
    renderPage();
    await purchase('3');
    expect(await charge(CART_PROMOTION_TEXT.discount({ name: 'Eid sale' }))).toBe('−৳375.15');
    expect(await charge(CART_TEXT.total)).toBe('৳3,466.35');
  });

  it('quotes again for another address chosen, and shows its free shipping as Free', async () => {
    api.on('GET /api/delivery/quote', ({ query }) =>
      query.get('addressId') === 'a-shop'
        ? aLineQuote('a-shop', 3751.5, 0, { zone: 'Sylhet', freeFrom: 3000 })
        : aLineQuote('a-home', 3751.5, 90),
    );
    renderPage();
    const user = await purchase('3');
    expect(await charge(CART_TEXT.shipping)).toBe('৳90');
    await user.click(screen.getByRole('radio', { name: SHOP_NAME }));
    await waitFor(async () => expect(await charge(CART_TEXT.shipping)).toBe(CART_TEXT.free));
    expect(await charge(CART_TEXT.total)).toBe('৳3,751.50');
    expect(screen.queryByText(CART_TEXT.freeShippingHint({ from: '৳3,000' }))).toBeNull();
    expect(screen.getByText(wholeText(CART_DELIVERY_TEXT.quotedFor({ zone: 'Sylhet', weight: '1.5' })))).toBeTruthy();
    expect(quotesAsked().at(-1)).toEqual({ addressId: 'a-shop', productId: 'p-1', quantity: '3' });
  });

  it('refuses an address no zone serves and keeps Order Now disabled', async () => {
    api.on('GET /api/delivery/quote', ({ query }) =>
      query.get('addressId') === 'a-shop'
        ? aLineQuote('a-shop', 3751.5, 0, { zone: '', served: false, freeFrom: null })
        : aLineQuote('a-home', 3751.5, 90),
    );
    renderPage();
    const user = await purchase('3');
    await orderNowReady();
    await user.click(screen.getByRole('radio', { name: SHOP_NAME }));
    expect((await screen.findByRole('alert')).textContent).toBe(CART_DELIVERY_TEXT.notServed);
    await user.type(screen.getByLabelText(SPEC_APP_TEXT.orderIdLabel), '77');
    const orderNow = screen.getByRole<HTMLButtonElement>('button', { name: SPEC_APP_TEXT.orderNow });
    expect(orderNow.disabled).toBe(true);
    await user.click(orderNow);
    expect(posted()).toEqual([]);
  });

  // A budget for filling in the address form on a loaded machine, not a speed check.
  it('shows a buyer without addresses the address form, and Order Now waits until one is saved', async () => {
    book = [];
    renderPage();
    const user = await purchase('3');
    expect(await screen.findByRole('heading', { name: ADDRESS_CHOOSER_TEXT.newHeading })).toBeTruthy();
    const orderNow = screen.getByRole<HTMLButtonElement>('button', { name: SPEC_APP_TEXT.orderNow });
    expect(orderNow.disabled).toBe(true);
    await user.click(orderNow);
    expect(posted()).toEqual([]);
    expect(quotesAsked()).toEqual([]);
    await user.type(screen.getByLabelText(ADDRESS_FORM_TEXT.recipientNameLabel), 'Nasima Akter');
    await user.type(screen.getByLabelText(ADDRESS_FORM_TEXT.phoneLabel), '01911-222333');
    await user.selectOptions(screen.getByRole('combobox', { name: AREA_PICKER_TEXT.divisionLabel }), 'dhaka');
    await user.selectOptions(screen.getByRole('combobox', { name: AREA_PICKER_TEXT.districtLabel }), 'gazipur');
    await user.selectOptions(
      screen.getByRole('combobox', { name: AREA_PICKER_TEXT.areaLabel }),
      'gazipur/gazipur-sadar',
    );
    await user.type(screen.getByLabelText(ADDRESS_FORM_TEXT.streetLabel), 'Joydebpur Road 7');
    await user.click(screen.getByRole('button', { name: ADDRESS_CHOOSER_TEXT.saveAndUse }));
    await orderNowReady();
    expect(quotesAsked()).toEqual([{ addressId: 'a-new', productId: 'p-1', quantity: '3' }]);
    expect(posted()).toEqual([]);
  });

  it("books the order with the spec's fields and shows 'Your order is booked' at the top for 1500 ms", async () => {
    renderPage();
    const user = await purchase('3');
    await user.type(await screen.findByLabelText(SPEC_APP_TEXT.orderIdLabel), '77');
    await orderNowReady();
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.orderNow }));
    await waitFor(() => expect(swal.fire).toHaveBeenCalled());
    expect(posted()).toEqual([
      {
        productId: 'p-1',
        productname: 'Disc Brake Rotor',
        email: 'karim@example.com',
        orderQuanty: 3,
        price: 3751.5,
        orderId: '77',
        addressId: 'a-home',
      },
    ]);
    const [booking] = api.calls.filter((c) => c.method === 'POST' && c.path === '/api/orders');
    expect(booking?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
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
    await orderNowReady();
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
    await orderNowReady();
    expect(quotesAsked()).toEqual([{ addressId: 'a-home', productId: 'p-2', quantity: '2', variantId: 'v-disc' }]);
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.orderNow }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({
      productId: 'p-2',
      variantId: 'v-disc',
      orderQuanty: 2,
      price: 600,
      addressId: 'a-home',
    });
  });

  it('says when the product does not exist', async () => {
    renderPage('nope');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
  });
});

// Cart rules: a cart belongs to the account and is kept on the server; a line whose product was
// deleted or unpublished, whose price changed or whose stock fell below the quantity blocks checkout.
import { messageRef } from '@store/shared/i18n/catalogue';
import { MAX_CART_LINES } from '@store/shared/constants';
import { poishaToTaka } from '@store/shared/money';
import {
  type Cart,
  type CartLine,
  type CartLineProblem,
  type CheckoutRequest,
  type CheckoutResult,
  checkOrderQuantity,
  nameWithVariant,
  valuesOfVariant,
  variantTitle,
} from '@store/shared/schemas';
import type { DB, StoreDatabase } from '../../db/database.ts';
import { AppError, badRequest, validationFailed } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/index.ts';
import { estimateDelivery } from '../delivery/index.ts';
import { chooseVariant, lockAccount, type OrderRules, placeOrderLines, type RefusedLine } from '../orders/index.ts';
import { type PriceBook, priceBookFor, tierOf } from '../pricing/index.ts';
import { cartCouponOf, cartPromotions, keepCartCoupon, removeCartCoupon } from '../promotions/index.ts';
import { type CartLineWithProduct, deleteCartLines, listCartLines, upsertCartLine } from './cart.repository.ts';

function problemOf(line: CartLineWithProduct): CartLineProblem | null {
  if (line.currentPrice === null || line.minQuantity === null || line.stock === null) return 'gone';
  // An unpublished product is not sold, as if it were gone (decision 243).
  if (Number(line.published) !== 1) return 'gone';
  if (line.currentPrice !== line.unitPrice) return 'price_changed';
  if (line.quantity < line.minQuantity) return 'below_minimum';
  if (line.quantity > line.stock) return 'above_stock';
  return null;
}

/**
 * A line's price of one piece and where its quantity stands among the breaks. The line keeps the catalogue price the
 * buyer agreed to; a break reached by quantity or the buyer's group price is the catalogue's own rule on top of it.
 */
function linePrice(line: CartLineWithProduct, book: PriceBook) {
  if (line.minQuantity === null) return { unitPrice: line.unitPrice, priceBreak: null };
  const variant = { id: line.variantId, price: line.unitPrice, minQuantity: line.minQuantity };
  const { tier, next, hasTiers } = tierOf(book.pricingOf(variant), line.quantity);
  const taka = { ...tier, price: poishaToTaka(tier.price) };
  return {
    unitPrice: book.unitPrice(variant, line.quantity),
    priceBreak: hasTiers ? { tier: taka, next: next && { ...next, price: poishaToTaka(next.price) } } : null,
  };
}

function toCartLine(line: CartLineWithProduct, book: PriceBook): CartLine {
  const problem = problemOf(line);
  const gone = line.currentName === null;
  const { unitPrice, priceBreak } = linePrice(line, book);
  return {
    productId: line.productId,
    variantId: line.variantId,
    variantTitle: gone ? line.variantTitle : variantTitle(valuesOfVariant(line)),
    sku: line.sku,
    productname: line.currentName ?? line.productName,
    img: line.variantImg ?? line.currentImg ?? line.img,
    unitPrice: poishaToTaka(unitPrice),
    quantity: line.quantity,
    lineTotal: poishaToTaka(unitPrice * line.quantity),
    minQuantity: line.minQuantity ?? 0,
    stock: line.stock ?? 0,
    problem,
    currentPrice: problem === 'price_changed' && line.currentPrice !== null ? poishaToTaka(line.currentPrice) : null,
    ...(priceBreak && { priceBreak }),
  };
}

/**
 * GET /api/cart: the lines, each checked against the catalog now, with subtotal, weight, and shipping
 * quoted for `addressId` (one of the caller's, else their default address).
 */
export async function getCart(db: DB, rules: OrderRules, userId: string, addressId?: string): Promise<Cart> {
  const rows = await listCartLines(db, userId);
  const book = await priceBookFor(
    db,
    userId,
    rows.map((r) => r.variantId),
  );
  const live = rows.filter((r) => problemOf(r) !== 'gone');
  const subtotal = live.reduce((sum, r) => sum + linePrice(r, book).unitPrice * r.quantity, 0);
  const grams = live.reduce((sum, r) => sum + (r.weightGrams ?? 0) * r.quantity, 0);
  const zones = await rules.shippingZones(db);
  const { shipping, delivery } = await estimateDelivery(db, zones, userId, addressId, { grams, subtotal });
  // Promotions on the lines checkout would place (decision 237): the same engine placement runs.
  const promotions = await cartPromotions(db, {
    userId,
    lines: live.map((r) => ({ ...r, unitPrice: linePrice(r, book).unitPrice })),
    shipping,
    zoneId: zones.find((z) => delivery?.served && z.name === delivery.zone)?.id ?? null,
  });
  return {
    lines: rows.map((r) => toCartLine(r, book)),
    subtotal: poishaToTaka(subtotal),
    shipping: poishaToTaka(shipping),
    total: poishaToTaka(subtotal + shipping - promotions.discount),
    currency: 'BDT',
    weightGrams: grams,
    delivery,
    ...promotions.fields,
  };
}

/**
 * PUT /api/cart/lines/{productId}: the variant's line (`variantId`, or the product's only variant) at its
 * price now (accepting a changed price); a 51st line → 400.
 */
export async function setCartLine(
  db: DB,
  rules: OrderRules,
  userId: string,
  productId: string,
  input: { quantity: number; variantId?: string | undefined },
): Promise<Cart> {
  // An unpublished product is "Product not found" (404), as on its page.
  const { product, variant, title } = await chooseVariant(db, productId, input.variantId);
  const { quantity } = input;
  const message = checkOrderQuantity(quantity, variant.minQuantity, variant.stock);
  if (message) throw validationFailed({ quantity: message });
  await db.transaction().execute(async (trx) => {
    // One account's cart writes run one after the other, so the line limit cannot be raced past, and with its
    // checkout (the same lock): a line written while the cart is checked out is never emptied unordered.
    await lockAccount(trx, userId);
    const inCart = (await listCartLines(trx, userId)).map((line) => line.variantId);
    if (!inCart.includes(variant.id) && inCart.length >= MAX_CART_LINES) {
      throw validationFailed({ productId: messageRef('cart', 'CART_TEXT', 'tooManyLines', { max: MAX_CART_LINES }) });
    }
    const at = nowIso();
    await upsertCartLine(trx, {
      userId,
      variantId: variant.id,
      productId: product.id,
      quantity,
      unitPrice: variant.price,
      productName: product.name,
      variantTitle: title,
      img: variant.img ?? product.img,
      createdAt: at,
      updatedAt: at,
    });
  });
  return getCart(db, rules, userId);
}

/** DELETE /api/cart/lines/{productId}[?variantId=] (without: every line of the product), or DELETE /api/cart. */
export async function removeCartLines(
  db: DB,
  rules: OrderRules,
  userId: string,
  productId?: string,
  variantId?: string,
): Promise<Cart> {
  await deleteCartLines(db, userId, productId, variantId);
  return getCart(db, rules, userId);
}

/** PUT /api/cart/coupon: the cart's one code, kept unless it cannot apply at all (400 on `code`); answers the cart. */
export async function setCartCoupon(db: DB, rules: OrderRules, userId: string, code: string): Promise<Cart> {
  const rows = (await listCartLines(db, userId)).filter((r) => problemOf(r) !== 'gone');
  const book = await priceBookFor(
    db,
    userId,
    rows.map((r) => r.variantId),
  );
  const lines = rows.map((r) => ({ ...r, unitPrice: linePrice(r, book).unitPrice }));
  await keepCartCoupon(db, { userId, lines, shipping: 0, zoneId: null }, code);
  return getCart(db, rules, userId);
}

/** DELETE /api/cart/coupon. */
export async function removeCoupon(db: DB, rules: OrderRules, userId: string): Promise<Cart> {
  await removeCartCoupon(db, userId);
  return getCart(db, rules, userId);
}

/** A cart line that cannot be served: 409 naming the product and variant, the spec's message for quantities. */
function refusedCartLine({ line, reason, variant }: RefusedLine): AppError {
  const name = variant?.name ?? line.label ?? line.productId;
  const refuse = (message: string, fieldMessage = message) =>
    new AppError('CART_LINE_UNAVAILABLE', 409, message, { [`lines.${line.variantId}`]: fieldMessage });
  if (!variant || reason === 'gone') return refuse(messageRef('cart', 'CART_TEXT', 'productGone', { name }));
  if (reason === 'price_changed') return refuse(messageRef('cart', 'CART_TEXT', 'priceChanged', { name }));
  return refuse(
    messageRef('cart', 'CART_TEXT', 'lineCannotBeServed', { name }),
    checkOrderQuantity(line.quantity, variant.minQuantity, variant.stock) ??
      messageRef('orders', 'ORDER_TEXT', 'notEnoughStock'),
  );
}

/** POST /api/checkout: the cart becomes one unpaid order, all its stock taken or none, and is emptied, at once. */
export async function checkout(
  store: StoreDatabase,
  rules: OrderRules,
  user: AuthUser,
  input: CheckoutRequest,
  idempotencyKey?: string,
): Promise<CheckoutResult & { replayed: boolean }> {
  const placed = await placeOrderLines(store, rules, {
    user,
    contact: input,
    business: input.business,
    idempotencyKey,
    call: 'checkout',
    readLines: async (trx) =>
      (await listCartLines(trx, user.id)).map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        label: nameWithVariant(l.productName, l.variantTitle),
      })),
    noLines: () => badRequest(messageRef('cart', 'CART_TEXT', 'cartEmpty')),
    refused: refusedCartLine,
    // The cart's coupon, the method the buyer means to pay by, the total they saw (decision 237).
    promotions: {
      couponCode: await cartCouponOf(store.db, user.id),
      paymentMethod: input.paymentMethod,
      expectedTotal: input.expectedTotal,
    },
    afterPlaced: async (trx) => {
      await deleteCartLines(trx, user.id);
      await removeCartCoupon(trx, user.id);
    },
  });
  return {
    acknowledged: true,
    insertedId: placed.orderId,
    total: poishaToTaka(placed.total),
    replayed: placed.replayed,
  };
}

// Cart rules: a cart belongs to the account and is kept on the server; a line whose product was
// deleted, whose price changed or whose stock fell below the quantity blocks checkout.
import { messageRef } from '@store/shared/i18n/catalogue';
import { MAX_CART_LINES } from '@store/shared/constants';
import { poishaToTaka } from '@store/shared/money';
import {
  type Cart,
  type CartLine,
  type CartLineProblem,
  type CheckoutInput,
  type CheckoutResult,
  checkOrderQuantity,
  shippingFor,
} from '@store/shared/schemas';
import type { DB, StoreDatabase } from '../../db/database.ts';
import { AppError, badRequest, validationFailed } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/index.ts';
import { existingProduct } from '../catalog/index.ts';
import { lockAccount, type OrderRules, placeOrderLines, type RefusedLine } from '../orders/index.ts';
import { type CartLineWithProduct, deleteCartLines, listCartLines, upsertCartLine } from './cart.repository.ts';

function problemOf(line: CartLineWithProduct): CartLineProblem | null {
  if (line.currentPrice === null || line.minQuantity === null || line.stock === null) return 'gone';
  if (line.currentPrice !== line.unitPrice) return 'price_changed';
  if (line.quantity < line.minQuantity) return 'below_minimum';
  if (line.quantity > line.stock) return 'above_stock';
  return null;
}

function toCartLine(line: CartLineWithProduct): CartLine {
  const problem = problemOf(line);
  return {
    productId: line.productId,
    productname: line.currentName ?? line.productName,
    img: line.currentImg ?? line.img,
    unitPrice: poishaToTaka(line.unitPrice),
    quantity: line.quantity,
    lineTotal: poishaToTaka(line.unitPrice * line.quantity),
    minQuantity: line.minQuantity ?? 0,
    stock: line.stock ?? 0,
    problem,
    currentPrice: problem === 'price_changed' && line.currentPrice !== null ? poishaToTaka(line.currentPrice) : null,
  };
}

/** GET /api/cart: the lines, each checked against the catalog now, with subtotal, shipping and total. */
export async function getCart(db: DB, rules: OrderRules, userId: string): Promise<Cart> {
  const rows = await listCartLines(db, userId);
  const subtotal = rows.reduce((sum, r) => (problemOf(r) === 'gone' ? sum : sum + r.unitPrice * r.quantity), 0);
  const shipping = shippingFor(subtotal, { fee: rules.shippingFee, freeFrom: rules.freeShippingFrom });
  return {
    lines: rows.map(toCartLine),
    subtotal: poishaToTaka(subtotal),
    shipping: poishaToTaka(shipping),
    total: poishaToTaka(subtotal + shipping),
    currency: 'BDT',
  };
}

/** PUT /api/cart/lines/{productId}: the line at the product's price now (accepting a changed price); a 51st line → 400. */
export async function setCartLine(
  db: DB,
  rules: OrderRules,
  userId: string,
  productId: string,
  quantity: number,
): Promise<Cart> {
  const product = await existingProduct(db, productId);
  const message = checkOrderQuantity(quantity, product.minQuantity, product.stock);
  if (message) throw validationFailed({ quantity: message });
  await db.transaction().execute(async (trx) => {
    // One account's cart writes run one after the other, so the line limit cannot be raced past.
    await lockAccount(trx, userId);
    const inCart = (await listCartLines(trx, userId)).map((line) => line.productId);
    if (!inCart.includes(productId) && inCart.length >= MAX_CART_LINES) {
      throw validationFailed({ productId: messageRef('cart', 'CART_TEXT', 'tooManyLines', { max: MAX_CART_LINES }) });
    }
    const at = nowIso();
    await upsertCartLine(trx, {
      userId,
      productId,
      quantity,
      unitPrice: product.price,
      productName: product.name,
      img: product.img,
      createdAt: at,
      updatedAt: at,
    });
  });
  return getCart(db, rules, userId);
}

/** DELETE /api/cart/lines/{productId}, or with no `productId` DELETE /api/cart. */
export async function removeCartLines(db: DB, rules: OrderRules, userId: string, productId?: string): Promise<Cart> {
  await deleteCartLines(db, userId, productId);
  return getCart(db, rules, userId);
}

/** A cart line that cannot be served: 409 naming the product, the spec's message for quantities. */
function refusedCartLine({ line, reason, product }: RefusedLine): AppError {
  const name = product?.name ?? line.label ?? line.productId;
  const refuse = (message: string, fieldMessage = message) =>
    new AppError('CART_LINE_UNAVAILABLE', 409, message, { [`lines.${line.productId}`]: fieldMessage });
  if (!product || reason === 'gone') return refuse(messageRef('cart', 'CART_TEXT', 'productGone', { name }));
  if (reason === 'price_changed') return refuse(messageRef('cart', 'CART_TEXT', 'priceChanged', { name }));
  return refuse(
    messageRef('cart', 'CART_TEXT', 'lineCannotBeServed', { name }),
    checkOrderQuantity(line.quantity, product.minQuantity, product.stock) ??
      messageRef('orders', 'ORDER_TEXT', 'notEnoughStock'),
  );
}

/** POST /api/checkout: the cart becomes one unpaid order, all its stock taken or none, and is emptied, at once. */
export async function checkout(
  store: StoreDatabase,
  rules: OrderRules,
  user: AuthUser,
  input: CheckoutInput,
  idempotencyKey?: string,
): Promise<CheckoutResult & { replayed: boolean }> {
  const placed = await placeOrderLines(store, rules, {
    user,
    contact: input,
    idempotencyKey,
    call: 'checkout',
    readLines: async (trx) =>
      (await listCartLines(trx, user.id)).map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        label: l.productName,
      })),
    noLines: () => badRequest(messageRef('cart', 'CART_TEXT', 'cartEmpty')),
    refused: refusedCartLine,
    afterPlaced: (trx) => deleteCartLines(trx, user.id),
  });
  return {
    acknowledged: true,
    insertedId: placed.orderId,
    total: poishaToTaka(placed.total),
    replayed: placed.replayed,
  };
}

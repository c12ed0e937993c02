// Placing an order of one or more lines in one transaction, the one path for POST /api/orders and
// POST /api/checkout (docs/decisions/081-cart-and-checkout.md).
import { createHash, randomBytes } from 'node:crypto';
import { messageRef } from '@store/shared/i18n/catalogue';
import { englishTexts } from '@store/shared/i18n/server';
import { type BusinessDetails, nameWithVariant, valuesOfVariant, variantTitle } from '@store/shared/schemas';
import type { DB, StoreDatabase } from '../../db/database.ts';
import { enqueueJob, type JobRunner } from '../../background/job-runner.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { assertEmailVerified } from '../accounts/index.ts';
import { findBuyerLocale, queuePlacedOrderMail, storePublicUrl } from '../mail/index.ts';
import { queuePlacedOrderSms } from '../sms/index.ts';
import { newId } from '../../lib/ids.ts';
import { catalogChanged, publishedProduct } from '../catalog/index.ts';
import { priceBookFor } from '../pricing/index.ts';
import { type PlacementPromotions, priceOrderWithPromotions } from '../promotions/index.ts';
import { quoteDelivery, resolveDelivery } from '../delivery/index.ts';
import { loadShippingZones } from '../shipping/index.ts';
import { ORDER_HOLD_JOB } from './order-hold.service.ts';
import { businessColumnsFor } from './order-business.ts';
import { ORDER_STATUS } from './order-states.ts';
import type { Config } from '../../config.ts';
import {
  claimIdempotencyKey,
  countUnpaidOrdersOfUser,
  deleteExpiredIdempotencyKeys,
  findIdempotencyKey,
  findOrderableVariants,
  findOrderById,
  insertOrder,
  insertOrderEvent,
  insertOrderLines,
  listVariantsOfProduct,
  lockAccount,
  type OrderableVariant,
  type OrderLineRow,
  takeStock,
} from './orders.repository.ts';

export type OrderRules = ReturnType<typeof orderRulesFrom>;

/** Amounts in poisha; the hold is how long an unpaid order keeps its pieces out of stock (decision 212). */
export function orderRulesFrom(config: Config) {
  return {
    /** The zones a delivery is priced from, read in the placing transaction (decision 221). */
    shippingZones: (db: DB) => loadShippingZones(db, config),
    unpaidOrderTtlMs: config.UNPAID_ORDER_TTL_HOURS * 3_600_000,
    unpaidHoldMs: config.UNPAID_HOLD_MINUTES * 60_000,
    maxOpenUnpaidOrders: config.MAX_OPEN_UNPAID_ORDERS,
    requireVerifiedEmail: config.REQUIRE_VERIFIED_EMAIL,
    /** The origin of the tracking link in the buyer's SMS. */
    publicUrl: storePublicUrl(config),
  };
}

/** The background job that expires an unpaid order at its deadline (orders.service.ts). */
export const ORDER_EXPIRE_JOB = 'order.expire';

const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;
export const IDEMPOTENCY_KEY_SWEEP_JOB = 'orders.idempotency-key-sweep';
const SWEEP_EVERY_MS = 3_600_000;

/** Keys live 24 hours; an hourly job deletes old ones, its id its hour's, so two instances leave one job. */
export async function scheduleIdempotencyKeySweep(db: DB, after: Date): Promise<void> {
  const runAt = new Date((Math.floor(after.getTime() / SWEEP_EVERY_MS) + 1) * SWEEP_EVERY_MS);
  await enqueueJob(db, IDEMPOTENCY_KEY_SWEEP_JOB, null, runAt, {
    id: `${IDEMPOTENCY_KEY_SWEEP_JOB}:${runAt.toISOString()}`,
  });
}

export function registerIdempotencyKeySweep(runner: JobRunner): void {
  runner.register<null>(IDEMPOTENCY_KEY_SWEEP_JOB, async (_payload, { db, now }) => {
    await db.transaction().execute(async (trx) => {
      await deleteExpiredIdempotencyKeys(trx, now.toISOString());
      await scheduleIdempotencyKeySweep(trx, now);
    });
  });
}

export interface LineRequest {
  productId: string;
  /** One line per variant. */
  variantId: string;
  quantity: number;
  /** Poisha: the price the buyer agreed to (a cart line); the line is refused if the variant's differs. */
  unitPrice?: number;
  /** The product's name as the buyer knows it (an error about a deleted product can still name it). */
  label?: string;
  /** Poisha: a price the shop quoted for this line (features/quotes); the order takes it, not the catalogue's. */
  quotedPrice?: number;
}

/** Why a line could not be served, with its variant as it is now (undefined when it or its product is gone). */
export interface RefusedLine {
  line: LineRequest;
  reason: 'gone' | 'price_changed' | 'below_minimum' | 'above_stock';
  /** `name` is the product's with the variant's title: "Chainring (34T)". */
  variant: { name: string; price: number; minQuantity: number; stock: number } | undefined;
}

export interface PlacementRequest {
  user: { id: string; email: string };
  /** The spec's free-text address and phone, or an entry of the buyer's address book. */
  contact: { address: string; phone: string; orderId?: string | undefined; addressId?: string | undefined };
  /** The buyer's business for the VAT invoice, as given at checkout; without it, the profile's. */
  business?: BusinessDetails | undefined;
  idempotencyKey: string | undefined;
  /** The call and its body besides the contact: what "the same request" means for an Idempotency-Key. */
  call: 'orders' | 'checkout' | 'quote-accept';
  hashed?: object;
  /** The lines, read inside the transaction (after the Idempotency-Key is claimed). */
  readLines(trx: DB): Promise<LineRequest[]>;
  noLines(): AppError;
  /** The error for a line that cannot be served (the whole placement is rolled back). */
  refused(refusal: RefusedLine): AppError;
  /**
   * An accepted quote: its lines carry `quotedPrice` and the order's shipping is this amount (poisha); the zone is
   * still resolved from the address (courier, cash on delivery), and the quoted quantities skip the minimum order.
   */
  quoted?: { shipping: number };
  /** The promotions to apply (decision 237): the cart's coupon or none; without, none (a quote's order). */
  promotions?: PlacementPromotions;
  /** Runs in the same transaction after the order is inserted (the cart empties itself); throwing undoes it all. */
  afterPlaced?(trx: DB, placed: { orderId: string; total: number }): Promise<void>;
}

const idempotencyMismatch = () => {
  const message = messageRef('cart', 'ORDER_PAGE_TEXT', 'idempotencyMismatch');
  return new AppError('IDEMPOTENCY_KEY_REUSED', 422, message, { 'idempotency-key': message });
};

/** Its line's name, or "Disc Brake Rotor and 2 more": stored in English, as data (the web app shows the lines). */
function orderSummaryName(names: readonly string[]): string {
  const [first = '', ...rest] = names;
  return rest.length === 0 ? first : englishTexts('cart').CART_TEXT.summaryName({ first, more: rest.length });
}

const variantText = (key: 'variantRequired' | 'unknownVariant') => messageRef('products', 'VARIANT_TEXT', key);

/**
 * The variant a buyer orders or puts in the cart: `variantId`, or without it the product's only one.
 * 404 when the product does not exist or is hidden (unpublished); 400 on `variantId` when it is needed or not the
 * product's.
 */
export async function chooseVariant(db: DB, productId: string, variantId: string | undefined) {
  const product = await publishedProduct(db, productId);
  const variants = await listVariantsOfProduct(db, product.id);
  const only = variants.length === 1 ? variants[0] : undefined;
  const variant = variantId === undefined ? only : variants.find((v) => v.id === variantId);
  if (!variant)
    throw validationFailed({ variantId: variantText(variantId === undefined ? 'variantRequired' : 'unknownVariant') });
  return { product, variant, title: variantTitle(valuesOfVariant(variant)) };
}

/**
 * Why a line cannot be served by its variant as read (undefined: it or its product is gone), or null when it can;
 * 'moved' when only the price it was priced at (`pricedAt`, a line without an agreed price) has changed since.
 */
function refusalOf(
  line: LineRequest,
  variant: OrderableVariant | undefined,
  anyQuantity: boolean,
  pricedAt?: number,
): RefusedLine['reason'] | 'moved' | null {
  if (!variant) return 'gone';
  if (line.unitPrice !== undefined && variant.price !== line.unitPrice) return 'price_changed';
  if (pricedAt !== undefined && variant.price !== pricedAt) return 'moved';
  if (!anyQuantity && line.quantity < Math.max(variant.minQuantity, 1)) return 'below_minimum';
  if (line.quantity < 1 || variant.stock < line.quantity) return 'above_stock';
  return null;
}

/** The refusal of a line whose variant is as read; `name` is the product's with the variant's title. */
const refusedLine = (line: LineRequest, reason: RefusedLine['reason'], variant?: OrderableVariant): RefusedLine => ({
  line,
  reason: variant ? reason : 'gone',
  variant: variant && { ...variant, name: nameWithVariant(variant.name, variantTitle(variant.options)) },
});

/** The stock update refused a line that was priced at `pricedAt`: its price moved in between; place it again. */
class PriceMoved extends Error {
  constructor(readonly refusal: RefusedLine) {
    super('a price changed during the placement');
  }
}

const RETRYABLE_CODES = new Set(['40P01', '40001']); // deadlock detected, serialization failure
const isRetryable = (error: unknown): boolean =>
  error instanceof PriceMoved ||
  (typeof error === 'object' && error !== null && RETRYABLE_CODES.has(String((error as { code?: unknown }).code)));

export async function placeOrderLines(store: StoreDatabase, rules: OrderRules, request: PlacementRequest) {
  for (let attempt = 1; ; attempt++) {
    try {
      const { productIds, ...placed } = await store.db
        .transaction()
        .execute((trx) => placeInTransaction(trx, rules, request, new Date()));
      if (!placed.replayed) await catalogChanged(store.db, { products: productIds });
      return placed;
    } catch (error) {
      if (error instanceof PriceMoved && attempt >= 3) throw request.refused(error.refusal);
      if (attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
}

/** Poisha total; `replayed` when an earlier request with the same Idempotency-Key and body made this order. */
async function placeInTransaction(trx: DB, rules: OrderRules, request: PlacementRequest, at: Date) {
  const orderId = newId();
  const createdAt = at.toISOString();
  const { user, idempotencyKey: key } = request;
  const given = {
    address: request.contact.address.trim(),
    phone: request.contact.phone.trim(),
    orderRef: (request.contact.orderId ?? '').trim(),
    addressId: request.contact.addressId ?? '',
  };
  if (key) {
    const hash = createHash('sha256')
      .update(JSON.stringify([request.call, { ...request.hashed, ...given }]))
      .digest('hex');
    const claimed = await claimIdempotencyKey(trx, {
      userId: user.id,
      key,
      requestHash: hash,
      orderId,
      createdAt,
      expiresAt: new Date(at.getTime() + IDEMPOTENCY_KEY_TTL_MS).toISOString(),
    });
    if (!claimed) {
      const existing = await findIdempotencyKey(trx, user.id, key);
      if (!existing || existing.requestHash !== hash) throw idempotencyMismatch();
      const order = await findOrderById(trx, existing.orderId);
      if (!order) throw idempotencyMismatch();
      return { orderId: order.id, total: order.total, replayed: true, productIds: [] };
    }
  }

  await lockAccount(trx, user.id);
  if (rules.requireVerifiedEmail) await assertEmailVerified(trx, user.id);
  if ((await countUnpaidOrdersOfUser(trx, user.id)) >= rules.maxOpenUnpaidOrders) {
    throw new AppError(
      'TOO_MANY_UNPAID_ORDERS',
      409,
      messageRef('cart', 'ORDER_PAGE_TEXT', 'tooManyUnpaid', { max: rules.maxOpenUnpaidOrders }),
    );
  }

  const choice = await resolveDelivery(trx, user.id, request.contact);
  const requested = await request.readLines(trx);
  if (requested.length === 0) throw request.noLines();
  const anyQuantity = request.quoted !== undefined;

  // NOTE: the stock is taken last, just before the commit. The variants are read here without a lock and every
  // line is priced from that read; the conditional UPDATEs at the end take the pieces only if each variant still
  // has that price (and minimum, and stock). On PostgreSQL a hot product's row is thus locked for those UPDATEs
  // and the commit, not for the whole placement (decision 238).
  const variants = await findOrderableVariants(
    trx,
    requested.map((l) => l.variantId),
  );
  for (const line of [...requested].sort((a, b) => (a.variantId < b.variantId ? -1 : 1))) {
    const reason = refusalOf(line, variants.get(line.variantId), anyQuantity);
    if (reason && reason !== 'moved') throw request.refused(refusedLine(line, reason, variants.get(line.variantId)));
  }
  const variantOf = (line: LineRequest) => variants.get(line.variantId) as OrderableVariant;

  // Every line is priced by the catalogue's rule for its quantity and buyer (breaks, group: decision 235). A cart
  // line's agreed price is the variant's catalogue price (the stock update refuses it when that changed), never
  // its break.
  const book = await priceBookFor(
    trx,
    user.id,
    requested.map((l) => l.variantId),
  );
  const lines: OrderLineRow[] = requested.map((line, i) => {
    const variant = variantOf(line);
    const unitPrice =
      line.quotedPrice ??
      book.unitPrice({ id: variant.variantId, price: variant.price, minQuantity: 1 }, line.quantity);
    return {
      orderId,
      lineNo: i + 1,
      productId: variant.productId,
      variantId: variant.variantId,
      productName: variant.name,
      variantTitle: variantTitle(variant.options),
      sku: variant.sku,
      unitPrice,
      quantity: line.quantity,
      lineTotal: unitPrice * line.quantity,
      vatRate: variant.vatRate,
      discount: 0,
    };
  });
  // The lines are priced: whatever changes their prices (a promotion) comes here, before anything is written.
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const grams = requested.reduce((sum, l) => sum + variantOf(l).weightGrams * l.quantity, 0);
  const quote = quoteDelivery(await rules.shippingZones(trx), choice, grams, subtotal);
  const shipping = request.quoted?.shipping ?? quote.fee;
  const offer = await priceOrderWithPromotions(trx, request.promotions, {
    userId: user.id,
    phone: choice.phone,
    lines,
    subtotal,
    shipping,
    zoneId: quote.zone.id,
    now: at,
  });
  const total = offer.total;
  const single = lines.length === 1 ? lines[0] : undefined;
  const expiresAt = new Date(at.getTime() + rules.unpaidOrderTtlMs);
  // The pieces are held only briefly (decision 212); a hold as long as the deadline is the expiry's.
  const holdUntil = rules.unpaidHoldMs < rules.unpaidOrderTtlMs ? new Date(at.getTime() + rules.unpaidHoldMs) : null;

  const order = {
    id: orderId,
    userId: user.id,
    email: user.email,
    productId: single?.productId ?? null,
    productName: orderSummaryName(lines.map((l) => nameWithVariant(l.productName, l.variantTitle))),
    unitPrice: single?.unitPrice ?? 0,
    quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal,
    shipping,
    discount: offer.discount,
    paymentMethodRequired: offer.paymentMethodRequired,
    total,
    address: choice.address,
    phone: choice.phone,
    orderRef: given.orderRef,
    deliveryAddress: choice.delivery && JSON.stringify(choice.delivery),
    shippingZone: quote.zone.name,
    weightGrams: grams,
    codOffered: quote.zone.cod ? 1 : 0,
    status: ORDER_STATUS.unpaid,
    transactionId: null,
    paidAt: null,
    cancelledAt: null,
    createdAt,
    expiresAt: expiresAt.toISOString(),
    stockHeld: 1,
    holdUntil: holdUntil?.toISOString() ?? null,
    // 128 random bits: the tracking link is the only thing that lets someone without the account read it.
    trackKey: randomBytes(16).toString('base64url'),
    ...(await businessColumnsFor(trx, user.id, request.business)),
  };
  await insertOrder(trx, order);
  await insertOrderLines(trx, offer.lines);
  await insertOrderEvent(trx, {
    orderId,
    toStatus: ORDER_STATUS.unpaid,
    actorUserId: user.id,
    actorEmail: user.email,
    at: createdAt,
  });
  await enqueueJob(trx, ORDER_EXPIRE_JOB, { orderId }, expiresAt, { id: `order-expire-${orderId}` });
  if (holdUntil) await enqueueJob(trx, ORDER_HOLD_JOB, { orderId }, holdUntil, { id: `order-hold-${orderId}` });
  // The messages are written from the rows just inserted, not read back; the buyer's language is read once for both.
  const locale = await findBuyerLocale(trx, user.id);
  await queuePlacedOrderMail(trx, { order, lines: offer.lines, discounts: offer.discounts }, locale);
  await queuePlacedOrderSms(trx, order, locale, { origin: rules.publicUrl });
  await request.afterPlaced?.(trx, { orderId, total });

  // Last: the pieces, each variant's UPDATE guarded by the price read above; a refusal rolls all of it back.
  const taking = requested.map((line) => ({ ...line, unitPrice: line.unitPrice ?? variantOf(line).price }));
  const { refused } = await takeStock(trx, taking, { anyQuantity });
  if (refused) {
    // Why, as of now (read in the same transaction, after the UPDATE found no row to take from).
    const line = requested.find((l) => l.variantId === refused.variantId) as LineRequest;
    const now = (await findOrderableVariants(trx, [line.variantId])).get(line.variantId);
    const pricedAt = line.unitPrice === undefined ? refused.unitPrice : undefined;
    const reason = refusalOf(line, now, anyQuantity, pricedAt);
    if (reason === 'moved') throw new PriceMoved(refusedLine(line, 'price_changed', now));
    throw request.refused(refusedLine(line, reason ?? 'above_stock', now));
  }
  // Beside the stock: the promotions' counters, the other hot rows (a use that ran out rolls it all back).
  await offer.take(trx, orderId);
  return { orderId, total, replayed: false, productIds: [...new Set(lines.map((l) => l.productId as string))] };
}

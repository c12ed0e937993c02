// Signed-in callers only; the cart is the caller's own, so there is no one else's to ask for.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartLineParamsSchema,
  CartCouponInputSchema,
  CartLineQuerySchema,
  CartQuerySchema,
  CartSchema,
  CheckoutInputSchema,
  CheckoutResultSchema,
  IdempotencyHeadersSchema,
  SetCartLineInputSchema,
} from '@store/shared/schemas';
import { currentUser, guarded, requireUser } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { orderRulesFrom } from '../orders/index.ts';
import { checkout, getCart, removeCartLines, removeCoupon, setCartCoupon, setCartLine } from './cart.service.ts';

const route = guarded(requireUser, 'cart');

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = orderRulesFrom(app.config);

  app.get(
    '/cart',
    route(
      "The caller's cart: each line checked against the catalog now, subtotal, weight, and shipping quoted for addressId (else the default address)",
      { querystring: CartQuerySchema, response: { 200: CartSchema, ...errorBodies(400, 401) } },
    ),
    async (request) => getCart(app.db, rules, currentUser(request).id, request.query.addressId),
  );

  app.put(
    '/cart/lines/:productId',
    route(
      "Set a variant's line quantity (adds the line when new) at its price now; without variantId the product's only variant; answers the cart",
      {
        params: CartLineParamsSchema,
        body: SetCartLineInputSchema,
        response: { 200: CartSchema, ...errorBodies(400, 401, 404) },
      },
    ),
    async (request) => setCartLine(app.db, rules, currentUser(request).id, request.params.productId, request.body),
  );

  app.delete(
    '/cart/lines/:productId',
    route("Remove a variant's line from the cart, or without variantId every line of the product; answers the cart", {
      params: CartLineParamsSchema,
      querystring: CartLineQuerySchema,
      response: { 200: CartSchema, ...errorBodies(400, 401) },
    }),
    async (request) =>
      removeCartLines(app.db, rules, currentUser(request).id, request.params.productId, request.query.variantId),
  );

  app.delete(
    '/cart',
    route('Empty the cart; answers the (empty) cart', { response: { 200: CartSchema, ...errorBodies(401) } }),
    async (request) => removeCartLines(app.db, rules, currentUser(request).id),
  );

  app.put(
    '/cart/coupon',
    route(
      "Keep a coupon code with the caller's cart (one; replaces the kept one); an unknown, not started, expired, paused, used-up or already used code is a 400 on code and is not kept; answers the cart",
      { body: CartCouponInputSchema, response: { 200: CartSchema, ...errorBodies(400, 401) } },
    ),
    async (request) => setCartCoupon(app.db, rules, currentUser(request).id, request.body.code),
  );

  app.delete(
    '/cart/coupon',
    route("Remove the cart's coupon code; answers the cart", { response: { 200: CartSchema, ...errorBodies(401) } }),
    async (request) => removeCoupon(app.db, rules, currentUser(request).id),
  );

  app.post(
    '/checkout',
    route(
      'Turn the cart into one unpaid order (all lines take their stock, or none); 200 with the same order for a repeated Idempotency-Key',
      {
        headers: IdempotencyHeadersSchema,
        body: CheckoutInputSchema,
        response: { 200: CheckoutResultSchema, 201: CheckoutResultSchema, ...errorBodies(400, 401, 409, 422) },
      },
    ),
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { replayed, ...result } = await checkout(app.store, rules, currentUser(request), request.body, key);
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );
};

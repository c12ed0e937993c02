// Signed-in callers only; the cart is the caller's own, so there is no one else's to ask for.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartLineParamsSchema,
  CartSchema,
  CheckoutInputSchema,
  CheckoutResultSchema,
  ErrorBodySchema,
  IdempotencyHeadersSchema,
  SetCartLineInputSchema,
} from '@store/shared/schemas';
import { currentUser, requireUser } from '../../plugins/auth-guard.ts';
import { orderRulesFrom } from '../orders/index.ts';
import { checkout, emptyCart, getCart, removeCartLine, setCartLine } from './cart.service.ts';

const security = [{ bearer: [] }];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = orderRulesFrom(app.config);

  app.get(
    '/cart',
    {
      onRequest: requireUser,
      schema: {
        summary: "The caller's cart: each line checked against the catalog now, subtotal, shipping and total",
        tags: ['cart'],
        security,
        response: { 200: CartSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => getCart(app.db, rules, currentUser(request).id),
  );

  app.put(
    '/cart/lines/:productId',
    {
      onRequest: requireUser,
      schema: {
        summary: "Set a line's quantity (adds the line when new) at the product's price now; answers the cart",
        tags: ['cart'],
        security,
        params: CartLineParamsSchema,
        body: SetCartLineInputSchema,
        response: { 200: CartSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) =>
      setCartLine(app.db, rules, currentUser(request).id, request.params.productId, request.body.quantity),
  );

  app.delete(
    '/cart/lines/:productId',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Remove a line from the cart; answers the cart',
        tags: ['cart'],
        security,
        params: CartLineParamsSchema,
        response: { 200: CartSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => removeCartLine(app.db, rules, currentUser(request).id, request.params.productId),
  );

  app.delete(
    '/cart',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Empty the cart; answers the (empty) cart',
        tags: ['cart'],
        security,
        response: { 200: CartSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => emptyCart(app.db, rules, currentUser(request).id),
  );

  app.post(
    '/checkout',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'Turn the cart into one unpaid order (all lines take their stock, or none); 200 with the same order for a repeated Idempotency-Key',
        tags: ['cart'],
        security,
        headers: IdempotencyHeadersSchema,
        body: CheckoutInputSchema,
        response: {
          200: CheckoutResultSchema,
          201: CheckoutResultSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { replayed, ...result } = await checkout(
        app.store,
        rules,
        currentUser(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );
};

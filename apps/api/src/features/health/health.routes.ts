import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUp } from '../../db/database.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_request, reply) =>
      (await isDatabaseUp(app.db))
        ? reply.send({ status: 'ok' as const })
        : reply.status(503).send({ status: 'unavailable' as const }),
  );
};

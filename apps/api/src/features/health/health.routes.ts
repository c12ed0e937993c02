import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUp } from '../../db/database.ts';
import { ANSWERS_UNDER_PRESSURE } from '../../plugins/overload.ts';

const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable', 'stopping']),
  checks: z.record(z.string(), z.enum(['up', 'down'])),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      // NOTE: a busy process is still alive: liveness answers under pressure, readiness does not.
      config: ANSWERS_UNDER_PRESSURE,
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

  app.get(
    '/ready',
    {
      schema: {
        summary: 'Readiness: the database and each configured outside service (SMTP…) answer',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const { ready, checks } = await app.readiness.run();
      return reply
        .status(ready ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status: ready ? 'ready' : app.readiness.stopping ? 'stopping' : 'unavailable', checks });
    },
  );
};

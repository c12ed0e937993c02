// When the event loop lags past MAX_EVENT_LOOP_DELAY_MS, requests get 503 with Retry-After at once
// instead of queueing until they time out; a load balancer then sends them elsewhere.
import underPressure from '@fastify/under-pressure';
import { API_ERROR } from '@store/shared/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure: a route's own answer under pressure; one that returns nothing still runs. */
    pressureHandler?: () => undefined;
  }
}

/** Route config for the few routes that answer even under pressure. */
export const ANSWERS_UNDER_PRESSURE = { pressureHandler: () => undefined };

class OverloadedError extends AppError {
  constructor() {
    super('SERVICE_UNAVAILABLE', 503, API_ERROR.overloaded);
  }
}

export async function registerOverloadProtection(app: FastifyInstance, maxEventLoopDelayMs: number): Promise<void> {
  if (maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    customError: OverloadedError,
  });
}

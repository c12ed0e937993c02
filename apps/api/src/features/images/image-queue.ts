// Bounds the memory of image uploads: at most `concurrency + maxWaiting` in flight (503 for the
// others before a byte of body is read), and at most `concurrency` images decoded (p-limit).
import type { FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { AppError } from '../../lib/app-error.ts';
import { imageText } from './image-text.ts';

/** What a refused upload is told: a few images take a few seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export function createImageQueue(options: { concurrency: number; maxWaiting: number }) {
  const limit = pLimit(options.concurrency);
  const capacity = options.concurrency + options.maxWaiting;
  const admitted = new WeakSet<FastifyRequest>();
  let inFlight = 0;
  const release = (request: FastifyRequest) => {
    if (!admitted.delete(request)) return;
    inFlight -= 1;
  };
  return {
    /** onRequest hook: admits the upload or answers 503 with Retry-After; the slot is freed when the answer is sent. */
    admit: async (request: FastifyRequest, reply: FastifyReply) => {
      if (inFlight >= capacity) {
        reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
        throw new AppError('SERVICE_UNAVAILABLE', 503, imageText('busy'));
      }
      inFlight += 1;
      admitted.add(request);
      // Whichever comes first: the answer went out, or the client went away.
      reply.raw.once('close', () => release(request));
    },
    run: <T>(job: () => Promise<T>) => limit(job),
    get inFlight() {
      return inFlight;
    },
  };
}

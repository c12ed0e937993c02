// Sends a cached public answer with its ETag and `304 Not Modified`. Authenticated callers still
// get `no-store` (plugins/security-headers.ts runs later, on send).
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Answer, AnswerCache } from './answer-cache.ts';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Public answers: a cache may keep them but must ask again each time (a 304 is cheap). */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim();
    if (tag === etag || tag === `W/${etag}`) return true;
  }
  return false;
}

export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (answer.total !== undefined) reply.header('x-total-count', answer.total);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.header('content-type', JSON_CONTENT_TYPE).send(answer.body);
}

/**
 * onRequest: a URL (as sent) answered before gets its cached answer without validation or handler.
 * The route's handler must call answers.rememberUrl(request.url, key).
 */
export function answerKnownUrl(answers: () => AnswerCache) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const answer = answers().byUrl(request.url);
    if (answer) sendAnswer(request, reply, answer);
    else done();
  };
}

// Maps every error to `{ error: { code, message, fields? } }` with the right status. Bad input is
// never a 500; a 5xx hides its internals and is logged with the request id.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERROR } from '@store/shared/messages';
import { AppError } from '../lib/app-error.ts';

function fieldsFromValidation(validation: { instancePath: string; message?: string | undefined }[]) {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        error: { code: 'VALIDATION_FAILED', message: API_ERROR.validation, fields: fieldsFromValidation(error.validation) },
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: { code: 'PAYLOAD_TOO_LARGE', message: API_ERROR.bodyTooLarge } });
    }
    if (status === 429) {
      return reply.status(429).send({ error: { code: 'TOO_MANY_REQUESTS', message: API_ERROR.tooManyRequests } });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ error: { code: 'BAD_JSON', message: API_ERROR.badJson } });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL', message: `${API_ERROR.internal} (request ${request.id})` } });
  });
}

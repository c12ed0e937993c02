// Maps every error to `{ error: { code, message, fields? } }` with the right status. Bad input is
// never a 500; a 5xx hides its internals and is logged with the request id.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageRef } from '@store/shared/i18n/catalogue';
import { resolveMessageIn } from '@store/shared/i18n/server';
import { API_ERROR } from '@store/shared/messages';
import { type ErrorBody, ErrorBodySchema, type ErrorCode } from '@store/shared/schemas';
import { AppError } from '../lib/app-error.ts';

/** The error body of each of these statuses, for a route's response schemas. */
export const errorBodies = <C extends number>(...codes: C[]) =>
  Object.fromEntries(codes.map((code) => [code, ErrorBodySchema])) as Record<C, typeof ErrorBodySchema>;

/** A catalogue reference goes out in English with the reference beside it, for the web app's language. */
function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  currentStatus?: string,
): ErrorBody {
  const entries = Object.entries(fields ?? {});
  const fieldIds = entries.filter(([, text]) => isMessageRef(text));
  return {
    error: {
      code,
      message: resolveMessageIn('en', message),
      ...(isMessageRef(message) ? { messageId: message } : {}),
      ...(fields
        ? { fields: Object.fromEntries(entries.map(([name, text]) => [name, resolveMessageIn('en', text)])) }
        : {}),
      ...(fieldIds.length > 0 ? { fieldIds: Object.fromEntries(fieldIds) } : {}),
      ...(currentStatus ? { currentStatus } : {}),
    },
  };
}

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
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.fields, error.currentStatus));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send(errorBody('VALIDATION_FAILED', API_ERROR.validation, fieldsFromValidation(error.validation)));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', API_ERROR.bodyTooLarge));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(errorBody('BAD_JSON', API_ERROR.badJson));
    }
    if (status >= 400 && status < 500) {
      // A request the framework refused itself keeps the framework's code (see ErrorBodySchema).
      return reply
        .status(status)
        .send({ error: { code: error.code ?? ('BAD_REQUEST' satisfies ErrorCode), message: error.message } });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send(errorBody('INTERNAL', `${API_ERROR.internal} (request ${request.id})`));
  });
}

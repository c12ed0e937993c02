// The one error type the features throw; plugins/error-handler.ts turns it into the JSON error body.
import { API_ERROR } from '@store/shared/messages';
import type { ErrorCode } from '@store/shared/schemas';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** TRANSITION_NOT_ALLOWED: the order's state now. */
    readonly currentStatus?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('BAD_REQUEST', 400, message, fields);
export const validationFailed = (fields: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', 400, API_ERROR.validation, fields);
export const unauthenticated = (message: string = API_ERROR.unauthenticated) =>
  new AppError('UNAUTHENTICATED', 401, message);
export const forbidden = (message: string = API_ERROR.forbidden) => new AppError('FORBIDDEN', 403, message);
export const notFound = (message: string = API_ERROR.notFound) => new AppError('NOT_FOUND', 404, message);
export const conflict = (message: string) => new AppError('CONFLICT', 409, message);

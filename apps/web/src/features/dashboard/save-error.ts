import { ApiError } from '../../lib/api-client.ts';
import type { ApiErrorText } from '../../lib/api-error-text.ts';

/** What a refused save says: the server's message for the first field it names, else its message. */
export function saveErrorText(errorText: ApiErrorText, error: unknown, fallback: string): string {
  const field = error instanceof ApiError ? Object.keys(error.fields)[0] : undefined;
  return (field === undefined ? undefined : errorText.field(error, field)) ?? errorText.message(error, fallback);
}

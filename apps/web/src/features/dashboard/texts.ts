// Small helpers for the dashboard pages' texts.
import { ApiError } from '../../lib/api-client.ts';
import type { ApiErrorText } from '../../lib/api-error-text.ts';

/** What a refused save says: the server's message for the first field it names, else its message. */
export function saveErrorText(errorText: ApiErrorText, error: unknown, fallback: string): string {
  const field = error instanceof ApiError ? Object.keys(error.fields)[0] : undefined;
  return (field === undefined ? undefined : errorText.field(error, field)) ?? errorText.message(error, fallback);
}

/** A catalogue key's word from a value: `refund_due` → `Refund_due` (as in `actionLabelRefund_due`). */
export const capitalize = <S extends string>(s: S): Capitalize<S> =>
  (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<S>;

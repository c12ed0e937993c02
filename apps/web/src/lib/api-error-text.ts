// A failed API call in the page's language: an English page shows the API's own (most specific) message;
// a Bangla page the referenced message translated, or the catalogue's text for the error's code.
import { resolveMessage } from '@store/shared/i18n/catalogue';
import { ApiError } from './api-client.ts';
import { useI18nRuntime, useTexts } from './i18n.tsx';

export function useApiErrorText() {
  const runtime = useI18nRuntime();
  const { CODE_TEXT } = useTexts('errors');
  const english = runtime.locale === 'en';
  // NOTE: a reference names a message of another area; its catalogue is loaded when this page read
  // that area (a form reads the area of its own rules), else the code's text is shown.
  const known = (ref: string | null | undefined) => {
    if (!ref) return null;
    const text = resolveMessage(runtime.i18n, ref);
    return text.startsWith('@i18n:') || text === ref.slice('@i18n:'.length).split('?')[0] ? null : text;
  };
  return {
    /** The error's message for a person; `fallback` for anything that is not an API error. */
    message(error: unknown, fallback: string): string {
      if (!(error instanceof ApiError)) return fallback;
      if (english && error.code !== 'NETWORK' && error.code !== 'HTTP_ERROR') return error.message;
      return known(error.messageId) ?? CODE_TEXT[error.code] ?? fallback;
    },
    /** A field's message from a 400, or undefined when the server named no such field. */
    field(error: unknown, name: string): string | undefined {
      if (!(error instanceof ApiError)) return undefined;
      const text = error.fields[name];
      if (text === undefined) return undefined;
      if (english) return text;
      return known(error.fieldIds[name]) ?? CODE_TEXT.VALIDATION_FAILED;
    },
    /** What a refused save says: the message of the first field the server names, else its message. */
    refusal(error: unknown, fallback: string): string {
      const field = error instanceof ApiError ? Object.keys(error.fields)[0] : undefined;
      return (field === undefined ? undefined : this.field(error, field)) ?? this.message(error, fallback);
    },
  };
}

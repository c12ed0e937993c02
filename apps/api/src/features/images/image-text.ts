// The images' messages, as catalogue references: the answer says them in English (with the
// reference beside, plugins/error-handler.ts), the web app in the page's language.
import { messageRef, type MessageValues } from '@store/shared/i18n/catalogue';
import type { EnglishCatalogues } from '@store/shared/i18n/catalogues';

export const imageText = (key: keyof EnglishCatalogues['products']['IMAGE_TEXT'], values?: MessageValues): string =>
  messageRef('products', 'IMAGE_TEXT', key, values);

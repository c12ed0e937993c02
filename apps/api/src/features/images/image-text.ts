// The images' messages, as catalogue references: the answer says them in English (with the
// reference beside, plugins/error-handler.ts), the web app in the page's language.
import { messageRef, type MessageValues } from '@store/shared/i18n/catalogue';
import type { EnglishCatalogues } from '@store/shared/i18n/catalogues';
import { badRequest } from '../../lib/app-error.ts';

export const imageText = (key: keyof EnglishCatalogues['products']['IMAGE_TEXT'], values?: MessageValues): string =>
  messageRef('products', 'IMAGE_TEXT', key, values);

/** A refused upload: 400 with the message on the `image` field. */
export const invalidImage = (message: string) => badRequest(message, { image: message });

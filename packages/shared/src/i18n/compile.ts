// Compiling written catalogues (ICU strings) into Lingui's messages: on the server, in tests and in
// the web build (apps/web/vite.config.ts), never in the browser (it brings the message parser).
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Catalogue, type CompiledCatalogue, messageId } from './catalogue.ts';

/** A written catalogue as Lingui's compiled messages, under their ids. */
export function compileCatalogue(namespace: string, catalogue: Catalogue): Messages {
  const messages: Messages = {};
  for (const [group, entries] of Object.entries(catalogue)) {
    for (const [key, text] of Object.entries(entries)) {
      messages[messageId(namespace, group, key)] = compileMessage(text);
    }
  }
  return messages;
}

/** A written catalogue with each message compiled, keeping its groups (what the browser downloads). */
export function compileCatalogueGroups(catalogue: Catalogue): CompiledCatalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([group, entries]) => [
      group,
      Object.fromEntries(Object.entries(entries).map(([key, text]) => [key, compileMessage(text)])),
    ]),
  );
}

// Compiling written catalogues (ICU strings) into Lingui's messages: on the server, in tests and in
// the web build (apps/web/vite.config.ts), never in the browser (it brings the message parser).
import type { Messages } from '@lingui/core';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import { type Catalogue, compiledMessages } from './catalogue.ts';

/** A written catalogue as Lingui's compiled messages, under their ids. */
export const compileCatalogue = (namespace: string, catalogue: Catalogue): Messages =>
  compiledMessages(namespace, catalogue, compileMessage);

/** The words of a compiled message a person reads: its text and its plural or select branches, not its placeholders. */
export function readableText(message: CompiledMessage): string {
  return message
    .map((token) => {
      if (typeof token === 'string') return token;
      const format = token[2];
      if (!format || typeof format !== 'object') return ' ';
      return Object.entries(format as Record<string, unknown>)
        .filter(([choice, branch]) => choice !== 'offset' && Array.isArray(branch))
        .map(([, branch]) => readableText(branch as CompiledMessage))
        .join(' ');
    })
    .join('');
}

/// <reference types="node" />
// The catalogues hold together: both languages have the same keys, every message parses as ICU
// MessageFormat with the same placeholders in both, the Bangla is written in Bangla, and no key is
// left that no code reads.
import fs from 'node:fs';
import path from 'node:path';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, NAMESPACES } from './catalogues/index.ts';
import { readableText } from './compile.ts';
import { KEPT_AS_WRITTEN } from './kept-as-written.ts';

type Flat = Map<string, string>;

function flatten(namespace: string, catalogue: Record<string, Record<string, string>>): Flat {
  const out: Flat = new Map();
  for (const [group, entries] of Object.entries(catalogue)) {
    for (const [key, text] of Object.entries(entries)) out.set(`${namespace}.${group}.${key}`, text);
  }
  return out;
}

const english: Flat = new Map(NAMESPACES.flatMap((ns) => [...flatten(ns, CATALOGUES.en[ns])]));
const bangla: Flat = new Map(NAMESPACES.flatMap((ns) => [...flatten(ns, CATALOGUES.bn[ns])]));

/** The names a message's placeholders take, from its compiled form. */
function placeholders(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object') {
      for (const [choice, branch] of Object.entries(format as Record<string, unknown>)) {
        if (choice !== 'offset' && Array.isArray(branch)) placeholders(branch as CompiledMessage, into);
      }
    }
  }
  return into;
}

describe('message catalogues', () => {
  it('have the same keys in English and Bangla, area by area', () => {
    for (const namespace of NAMESPACES) {
      const en = [...flatten(namespace, CATALOGUES.en[namespace]).keys()].sort();
      const bn = [...flatten(namespace, CATALOGUES.bn[namespace]).keys()].sort();
      expect(bn, `${namespace}: keys missing from Bangla or only in Bangla`).toEqual(en);
    }
  });

  it('parse as ICU MessageFormat, with the same placeholders in both languages', () => {
    const problems: string[] = [];
    for (const [id, text] of english) {
      try {
        const enNames = [...placeholders(compileMessageOrThrow(text))].sort();
        const bnText = bangla.get(id) ?? '';
        const bnNames = [...placeholders(compileMessageOrThrow(bnText))].sort();
        if (enNames.join() !== bnNames.join()) problems.push(`${id}: ${enNames.join()} / ${bnNames.join()}`);
      } catch (error) {
        problems.push(`${id}: ${String(error)}`);
      }
      if (/TODO/.test(text) || /TODO/.test(bangla.get(id) ?? '')) problems.push(`${id}: TODO left`);
    }
    expect(problems).toEqual([]);
  });

  it('write every Bangla message in Bangla, except the names and fixed strings kept as written', () => {
    const english = [...bangla].filter(([id, text]) => {
      if (KEPT_AS_WRITTEN.has(id)) return false;
      // Without digits and punctuation.
      const words = readableText(compileMessageOrThrow(text)).replace(/[\s\d.,:;!?%()/+\-–—'"“”‘’…•·|#*@&৳©।]/g, '');
      return words !== '' && !/[\u0980-\u09FF]/.test(words);
    });
    expect(english.map(([id, text]) => `${id}: ${text}`)).toEqual([]);
  });

  it('keep as written only keys that exist', () => {
    expect([...KEPT_AS_WRITTEN].filter((id) => !english.has(id))).toEqual([]);
  });

  it('hold no key that no code reads', () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name === 'node_modules' || entry.name === 'catalogues' || entry.name.startsWith('dist')) continue;
          walk(full);
        } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          sources.push(fs.readFileSync(full, 'utf8'));
        }
      }
    };
    for (const dir of ['apps/web/src', 'apps/api/src', 'packages/shared/src']) walk(path.join(root, dir));
    const code = sources.join('\n');
    // `const { ORDER_DESK_UI_TEXT: T } = useTexts(…)` and `const T = ORDER_DESK_UI_TEXT;` name a group otherwise.
    const aliases = new Map<string, Set<string>>();
    const addAlias = (group: string, alias: string) => {
      if (!aliases.has(group)) aliases.set(group, new Set([group]));
      aliases.get(group)?.add(alias);
    };
    for (const match of code.matchAll(/\{([^{}]*)\}\s*=\s*(?:useTexts|textsIn|englishTexts|texts)\b/g)) {
      for (const pair of (match[1] ?? '').matchAll(/([A-Z][A-Z_]+)\s*:\s*(\w+)/g))
        addAlias(pair[1] ?? '', pair[2] ?? '');
    }
    for (const match of code.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*(?:\w+\.)?([A-Z][A-Z_]+)\s*;/g)) {
      addAlias(match[2] ?? '', match[1] ?? '');
    }
    // `t: textsIn(locale, 'mail').MAIL_TEXT` names one too.
    for (const match of code.matchAll(
      /\b(\w+)\s*[:=]\s*(?:useTexts|textsIn|englishTexts)\([^()]*\)\.([A-Z][A-Z_]+)\b/g,
    )) {
      addAlias(match[2] ?? '', match[1] ?? '');
    }
    // NOTE: a key named as a string literal also counts (schemas and services wrap messageRef in
    // small helpers of their own area: `page('tooManyImages')`): looser, but a key that no code
    // names at all is still caught.
    const unused = [...english.keys()].filter((id) => {
      // A key may hold dots itself (an audit kind: 'review.moderated').
      const [namespace = '', group = '', ...rest] = id.split('.');
      const key = rest.join('.');
      if (code.includes(`'${namespace}', '${group}', '${key}'`) || code.includes(`'${key}'`)) return false;
      for (const name of aliases.get(group) ?? [group]) {
        if (new RegExp(`\\b${name}\\.${key}\\b`).test(code)) return false;
        // A group read by a computed key (a status, an error code) counts as read whole.
        if (new RegExp(`\\b${name}\\[`).test(code)) return false;
      }
      return true;
    });
    expect(unused).toEqual([]);
    // It reads every source file of the repository: slow on a busy machine.
  }, 30_000);
});

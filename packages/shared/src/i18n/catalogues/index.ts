// Every catalogue, in both languages, at once: for the API, the server renderer and tests (never the browser).
import type { CatalogueOf } from '../catalogue.ts';
import * as bn from './bn.ts';
import * as EN from './en.ts';

/** Every Bangla catalogue has the English one's keys (the catalogue test also refuses extra ones). */
const BN: { readonly [N in Namespace]: CatalogueOf<EnglishCatalogues[N]> } = bn;

/** The English catalogues: the source of every key, and the type each area's texts have. */
export type EnglishCatalogues = typeof EN;
/** The areas, each with its catalogue in catalogues/<language>/<area>.ts. */
export type Namespace = keyof EnglishCatalogues;
export const NAMESPACES = Object.keys(EN) as Namespace[];

export const CATALOGUES = { en: EN, bn: BN } as const;

// Types of eslint.config.js, for the TypeScript that imports it (scripts/lint/import-boundaries.test.ts).
import type { Linter } from 'eslint';

/** The import-boundary rules for a tree laid out like this repository under `root`. */
export function importBoundaries(root: string): Linter.Config[];

declare const config: Linter.Config[];
export default config;

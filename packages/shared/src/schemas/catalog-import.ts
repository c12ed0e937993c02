// The catalogue as a spreadsheet (docs/features/catalog-import.md): the import's preview and result, and the
// bulk edits of Manage Products. Prices in the CSV and here are taka; the database keeps poisha.
import { z } from 'zod';
import { refsTo } from '../i18n/catalogue.ts';

const bulk = refsTo('catalog-import', 'BULK_ERROR');

/** The largest CSV the import reads (the preview and the apply). */
export const CATALOG_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** How many of each list (changes, new products, errors) a preview names; the counts are always whole. */
export const CATALOG_IMPORT_LIST_LIMIT = 1000;

/** The fields a row can set, each a column of the CSV. */
export const CATALOG_IMPORT_FIELDS = [
  'name',
  'category',
  'sku',
  'price',
  'stock',
  'minQuantity',
  'weightGrams',
  'vatRate',
  'img',
  'description',
  'published',
] as const;
export type CatalogImportField = (typeof CATALOG_IMPORT_FIELDS)[number];

/**
 * A bad cell: its line in the file (1 is the header), its column, and the message in English with its
 * catalogue reference beside it (the page shows it in its language), as error bodies do.
 */
export const ImportRowErrorSchema = z.object({
  line: z.number(),
  field: z.string(),
  message: z.string(),
  messageId: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

/** One field of an existing variant or product that would change; values as the CSV writes them. */
export const ImportFieldChangeSchema = z.object({ field: z.string(), before: z.string(), after: z.string() });

export const ImportChangeSchema = z.object({
  line: z.number(),
  productId: z.string(),
  variantId: z.string(),
  name: z.string(),
  fields: z.array(ImportFieldChangeSchema),
});
export type ImportChange = z.infer<typeof ImportChangeSchema>;

export const ImportNewProductSchema = z.object({ line: z.number(), name: z.string(), sku: z.string() });

export const ImportCountsSchema = z.object({
  rows: z.number(),
  created: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  errors: z.number(),
});

/**
 * POST /api/admin/catalog/import/preview: what the file would do, nothing changed. `token` binds the file's
 * hash to the catalogue's rows as read: the apply refuses another file (400) or a catalogue changed since (409).
 */
export const ImportPreviewSchema = z.object({
  token: z.string(),
  counts: ImportCountsSchema,
  changes: z.array(ImportChangeSchema),
  created: z.array(ImportNewProductSchema),
  errors: z.array(ImportRowErrorSchema),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const ImportResultSchema = z.object({ counts: ImportCountsSchema });
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** At most this many products per bulk edit (a page of Manage Products is smaller). */
export const BULK_EDIT_MAX_IDS = 1000;

/** A price change in percent: −90 to +500, two decimals at most, not 0. */
export const BulkPercentSchema = z
  .number({ error: bulk('percentRange') })
  .refine((n) => Number.isFinite(n) && n >= -90 && n <= 500 && n !== 0, bulk('percentRange'))
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, bulk('percentRange'));

const BulkIdsSchema = z
  .array(z.string().min(1).max(100), { error: bulk('noIds') })
  .min(1, bulk('noIds'))
  .max(BULK_EDIT_MAX_IDS, bulk('tooMany', { max: BULK_EDIT_MAX_IDS }));

/** POST /api/admin/products/bulk: one change to every product of `ids`, in one transaction. */
export const BulkEditInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('price-percent'), ids: BulkIdsSchema, percent: BulkPercentSchema }),
  /** `categoryId` null: no category. */
  z.object({ action: z.literal('set-category'), ids: BulkIdsSchema, categoryId: z.string().max(100).nullable() }),
  /** Shown to buyers and visitors again, or hidden from them (decision 243). */
  z.object({ action: z.literal('publish'), ids: BulkIdsSchema }),
  z.object({ action: z.literal('unpublish'), ids: BulkIdsSchema }),
]);
export type BulkEditInput = z.infer<typeof BulkEditInputSchema>;

export const BulkEditResultSchema = z.object({ changed: z.number() });
export type BulkEditResult = z.infer<typeof BulkEditResultSchema>;

/** The calls, under /api (kept beside their schemas: api-paths.ts is the older features' list). */
export const CATALOG_IMPORT_PATHS = {
  export: '/admin/catalog/export.csv',
  preview: '/admin/catalog/import/preview',
  apply: (token: string) => `/admin/catalog/import/apply?token=${encodeURIComponent(token)}`,
  bulk: '/admin/products/bulk',
} as const;

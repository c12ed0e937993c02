// GET /api/admin/catalog/export.csv: the catalogue as a spreadsheet, saved as catalogue.csv (the bearer token
// is needed, so the file is fetched and saved rather than linked).
import { CATALOG_IMPORT_PATHS } from '@store/shared/schemas';
import { apiBlob, saveBlob } from '../../../lib/api-blob.ts';

export async function downloadCatalogCsv(): Promise<void> {
  saveBlob(await apiBlob(CATALOG_IMPORT_PATHS.export, { auth: true }), 'catalogue.csv');
}

// Bangla texts of this area: the same keys as ../en/catalog.ts. See ../../catalogue.ts for the format.
import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/catalog.ts';

export default {} satisfies CatalogueOf<typeof en>;

// Bangla texts of this area: the same keys as ../en/product-page.ts. See ../../catalogue.ts for the format.
import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/product-page.ts';

export default {} satisfies CatalogueOf<typeof en>;

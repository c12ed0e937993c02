// Bangla texts of this area: the same keys as ../en/pages.ts. See ../../catalogue.ts for the format.
import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/pages.ts';

export default {} satisfies CatalogueOf<typeof en>;

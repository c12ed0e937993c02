// Bangla texts of this area: the same keys as ../en/order-desk-ui.ts. See ../../catalogue.ts for the format.
import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/order-desk-ui.ts';

export default {} satisfies CatalogueOf<typeof en>;

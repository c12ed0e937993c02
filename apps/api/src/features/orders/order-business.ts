// The buyer's business on an order, for its VAT invoice (docs/features/vat-invoices.md): as given at
// checkout, else as on the buyer's profile then; copied, so a later profile edit leaves the order's.
import type { BusinessDetails } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';

type BusinessColumns = {
  buyerBusinessName: string | null;
  buyerBin: string | null;
  buyerBusinessAddress: string | null;
};

const NONE: BusinessColumns = { buyerBusinessName: null, buyerBin: null, buyerBusinessAddress: null };

const columnsOf = (b: BusinessDetails): BusinessColumns =>
  b.businessName === '' && b.bin === '' && b.businessAddress === ''
    ? NONE
    : {
        buyerBusinessName: b.businessName || null,
        buyerBin: b.bin || null,
        buyerBusinessAddress: b.businessAddress || null,
      };

/** The order's business columns: the checkout's details when given (all empty: none), else the profile's. */
export async function businessColumnsFor(
  db: DB,
  userId: string,
  given: BusinessDetails | undefined,
): Promise<BusinessColumns> {
  if (given) return columnsOf(given);
  const profile = await db
    .selectFrom('profiles')
    .select(['businessName', 'bin', 'businessAddress'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return profile ? columnsOf(profile) : NONE;
}

// An order's parcel, for GET /orders/{id}.
import type { CourierParcel } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { toParcelDto } from './courier-parcel-dto.ts';
import { findParcel } from './courier.repository.ts';

export async function parcelOfOrder(db: DB, orderId: string): Promise<CourierParcel | null> {
  const row = await findParcel(db, orderId);
  return row ? toParcelDto(row) : null;
}

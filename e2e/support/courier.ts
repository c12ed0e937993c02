// The courier journeys' helpers: an order's parcel as the API reports it, and Steadfast's webhook about
// it, sent by the double (through the control API of e2e/support/steadfast-double-setup.ts).
import { expect } from '@playwright/test';
import { API_PATHS, API_PREFIX } from '@store/shared/api-paths';
import type { CourierParcel, Order } from '@store/shared/schemas';
import { E2E_ADMIN } from '../accounts.ts';
import { signInForToken } from '../../scripts/api-session.ts';
import type { DeskSetup } from './order-desk.ts';
import { steadfastPorts } from './steadfast-double-setup.ts';

/** The order's parcel, read by the admin; fails when the order has none. */
export async function parcelOf({ origin, request }: DeskSetup, orderId: string): Promise<CourierParcel> {
  const admin = await signInForToken(origin, E2E_ADMIN);
  const response = await request.get(`${API_PREFIX}${API_PATHS.order(orderId)}`, {
    headers: { authorization: `Bearer ${admin.token}`, origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { parcel } = (await response.json()) as Order;
  if (!parcel) throw new Error(`order ${orderId} has no parcel`);
  return parcel;
}

/** Makes the double send Steadfast's delivery_status webhook for the parcel; the store must accept it. */
export async function sendSteadfastWebhook(
  { request }: DeskSetup,
  consignmentId: string,
  status: 'delivered' | 'partial_delivered' | 'cancelled' | 'hold' | 'pending',
): Promise<void> {
  const response = await request.post(`http://127.0.0.1:${steadfastPorts().controlPort}/webhooks`, {
    data: { consignmentId, status },
  });
  expect(response.status(), await response.text()).toBe(200);
  const sent = (await response.json()) as { status: number; body: unknown };
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
}

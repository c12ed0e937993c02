// The order table's payment kinds: cash-on-delivery rows apply only to cash-on-delivery orders whose
// cash is not collected, refunds only to orders paid online, and "paid" follows the collected cash.
import { describe, expect, it } from 'vitest';
import { adminActions, canRefundPart, findTransition, isOrderPaid, paymentKindOf } from './order-flow.ts';

describe('payment kinds in the order table', () => {
  it('reads the kind from the stored method and payment time', () => {
    expect(paymentKindOf({ paymentMethod: null, paidAt: null })).toBe('online');
    expect(paymentKindOf({ paymentMethod: 'sslcommerz', paidAt: '2026-01-01T00:00:00Z' })).toBe('online');
    expect(paymentKindOf({ paymentMethod: 'cod', paidAt: null })).toBe('cod_due');
    expect(paymentKindOf({ paymentMethod: 'cod', paidAt: '2026-01-01T00:00:00Z' })).toBe('cod_paid');
  });

  it('lets an admin confirm, collect and cancel a cash-on-delivery order, and nothing else new', () => {
    expect(findTransition('unpaid', 'processing', 'admin', 'cod_due')).toBeDefined();
    expect(findTransition('unpaid', 'processing', 'admin')).toBeUndefined();
    expect(findTransition('shipped', 'delivered', 'admin', 'cod_due', true)?.collectsCash).toBe(true);
    expect(findTransition('delivered', 'delivered', 'admin', 'cod_due', true)).toBeDefined();
    expect(findTransition('delivered', 'delivered', 'admin', 'cod_paid', true)).toBeUndefined();
    expect(findTransition('shipped', 'delivered', 'admin', 'online', true)).toBeUndefined();
    expect(findTransition('shipped', 'cancelled', 'admin', 'cod_due')?.restock).toBe(true);
    expect(findTransition('shipped', 'cancelled', 'admin')).toBeUndefined();
    expect(findTransition('processing', 'cancelled', 'admin', 'cod_due')?.refund).toBeUndefined();
    expect(findTransition('processing', 'cancelled', 'admin')?.refund).toBe(true);
  });

  it('offers refunds for online orders only', () => {
    expect(adminActions('shipped', 'cod_due').map((r) => r.to)).toEqual(['delivered', 'delivered', 'cancelled']);
    expect(adminActions('delivered', 'cod_paid')).toEqual([]);
    expect(adminActions('shipped').map((r) => r.to)).toEqual(['delivered', 'refunded']);
  });

  it('offers a partial refund for orders paid online and kept, delivered ones too, never cash on delivery', () => {
    const paidAt = '2026-01-01T00:00:00Z';
    expect(canRefundPart({ status: 'delivered', paymentMethod: 'sslcommerz', paidAt })).toBe(true);
    expect(canRefundPart({ status: 'paid', paymentMethod: 'sandbox', paidAt })).toBe(true);
    expect(canRefundPart({ status: 'refund_due', paymentMethod: 'sandbox', paidAt })).toBe(false);
    expect(canRefundPart({ status: 'refunded', paymentMethod: 'sandbox', paidAt })).toBe(false);
    expect(canRefundPart({ status: 'unpaid', paymentMethod: null, paidAt: null })).toBe(false);
    expect(canRefundPart({ status: 'delivered', paymentMethod: 'cod', paidAt })).toBe(false);
  });

  it('counts a cash-on-delivery order as paid only once its cash was collected', () => {
    expect(isOrderPaid({ status: 'shipped', paymentMethod: 'cod', paidAt: null })).toBe(false);
    expect(isOrderPaid({ status: 'delivered', paymentMethod: 'cod', paidAt: '2026-01-01T00:00:00Z' })).toBe(true);
    expect(isOrderPaid({ status: 'processing', paymentMethod: 'stripe', paidAt: '2026-01-01T00:00:00Z' })).toBe(true);
    expect(isOrderPaid({ status: 'unpaid', paymentMethod: null, paidAt: null })).toBe(false);
  });
});

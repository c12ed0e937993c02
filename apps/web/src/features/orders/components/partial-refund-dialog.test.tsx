import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import type { Order, OrderRefunds } from '@store/shared/schemas';
import { answer, apiError, type ApiStub, stubApi } from '../../../testing/api-stub.ts';
import { anOrder } from '../../../testing/factories.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PartialRefundAction } from './partial-refund-dialog.tsx';

const { PARTIAL_REFUND_TEXT: T, ORDER_DESK_UI_TEXT } = englishTexts('order-desk-ui');
const { ORDER_DESK_TEXT } = englishTexts('order-desk');

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const paidOrder = (overrides: Partial<Order> = {}): Order =>
  anOrder({ _id: 'o-9', status: 'delivered', paid: true, transactionId: 'pi_9', total: 1350, ...overrides });

const ledger = (overrides: Partial<OrderRefunds> = {}): OrderRefunds => ({
  orderId: 'o-9',
  paid: 1350,
  refunded: 0,
  refundable: 1350,
  lines: [
    { lineNo: 1, productname: 'Disc Rotor', unitPrice: 450, quantity: 2, returnable: 2 },
    { lineNo: 2, productname: 'Brake Pad', unitPrice: 225, quantity: 2, returnable: 2 },
  ],
  refunds: [],
  ...overrides,
});

const made = {
  id: 'r-1',
  kind: 'partial' as const,
  status: 'succeeded' as const,
  amount: 450,
  lines: [{ lineNo: 1, productname: 'Disc Rotor', quantity: 1 }],
  restock: true,
  providerRefundId: 're_1',
  creditNoteNumber: 'INV-2026-000012-CN1',
  note: null,
  by: 'admin@example.com',
  at: '2026-03-02T10:00:00.000Z',
};

let api: ApiStub;
beforeEach(() => {
  api = stubApi({ 'GET /api/orders/:id/refunds': ledger() });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

const refundPosts = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/orders/o-9/refunds');

async function openDialog(order = paidOrder(), locale: 'en' | 'bn' = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<PartialRefundAction order={order} name="Disc Rotor and 1 more" />, { locale });
  const texts = locale === 'en' ? T : textsIn('bn', 'order-desk-ui').PARTIAL_REFUND_TEXT;
  await user.click(screen.getByRole('button', { name: texts.action }));
  const dialog = await screen.findByRole('dialog', { name: texts.title({ name: 'Disc Rotor and 1 more' }) });
  return { user, dialog };
}

describe('Partial refund dialog', () => {
  it('sends the chosen lines and pieces with an Idempotency-Key, shows the amount first, then confirms', async () => {
    api.on(
      'POST /api/orders/:id/refunds',
      answer('POST /api/orders/:id/refunds', {
        refund: made,
        refunds: ledger({ refunded: 450, refundable: 900, refunds: [made] }),
      }),
    );
    const { user, dialog } = await openDialog();
    const rotor = await within(dialog).findByLabelText(T.quantityLabel({ product: 'Disc Rotor' }));
    await user.clear(rotor);
    await user.type(rotor, '1');
    await user.type(within(dialog).getByLabelText(ORDER_DESK_UI_TEXT.noteLabel), 'Bent in transit');
    expect(within(dialog).getByText(T.toRefund({ amount: '৳450' }))).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(T.done({ amount: '৳450', creditNote: 'INV-2026-000012-CN1' })),
    );
    expect(refundPosts()).toHaveLength(1);
    const [post] = refundPosts();
    expect(post?.body).toEqual({ lines: [{ lineNo: 1, quantity: 1 }], restock: true, note: 'Bent in transit' });
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // The dialog closed after the confirmation.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows a 409's message on the amount and sends the same submission again with the same key", async () => {
    const overPaid = ORDER_DESK_TEXT.refundOverPaid({ amount: '৳900' });
    api.on('POST /api/orders/:id/refunds', apiError(409, 'CONFLICT', overPaid));
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('radio', { name: T.modeAmount }));
    await user.type(within(dialog).getByLabelText(T.amountLabel), '1000');
    const submit = within(dialog).getByRole('button', { name: T.submit });
    await user.click(submit);

    const amount = within(dialog).getByLabelText(T.amountLabel);
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(overPaid)).toBeTruthy();
    expect(refundPosts()[0]?.body).toEqual({ amount: 1000 });
    expect(toast.success).not.toHaveBeenCalled();

    await user.click(submit);
    await waitFor(() => expect(refundPosts()).toHaveLength(2));
    const [first, second] = refundPosts();
    expect(first?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it("puts a 400's line message on that line's quantity", async () => {
    api.on(
      'POST /api/orders/:id/refunds',
      apiError(400, 'VALIDATION_FAILED', 'Check the fields.', {
        'lines.0.quantity': ORDER_DESK_TEXT.refundLineTooMany({ n: 1 }),
      }),
    );
    const { user, dialog } = await openDialog();
    const pads = await within(dialog).findByLabelText(T.quantityLabel({ product: 'Brake Pad' }));
    await user.clear(pads);
    await user.type(pads, '2');
    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    await waitFor(() => expect(pads.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(ORDER_DESK_TEXT.refundLineTooMany({ n: 1 }))).toBeTruthy();
    expect(refundPosts()[0]?.body).toMatchObject({ lines: [{ lineNo: 2, quantity: 2 }] });
  });

  it('refuses more pieces than a line has left, and nothing at all, without calling the API', async () => {
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: T.submit }));
    expect(await within(dialog).findByText(ORDER_DESK_TEXT.refundNothing)).toBeTruthy();
    const rotor = within(dialog).getByLabelText(T.quantityLabel({ product: 'Disc Rotor' }));
    await user.clear(rotor);
    await user.type(rotor, '3');
    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(await within(dialog).findByText(T.quantityRange({ max: 2 }))).toBeTruthy();
    expect(refundPosts()).toHaveLength(0);
  });

  it('is offered only for an order paid online and kept', () => {
    renderWithProviders(
      <>
        <PartialRefundAction order={paidOrder({ status: 'refunded' })} name="a" />
        <PartialRefundAction order={paidOrder({ paymentMethod: 'cod', paidAt: '2026-03-02T10:00:00.000Z' })} name="b" />
        <PartialRefundAction order={paidOrder({ status: 'unpaid', paid: false })} name="c" />
      </>,
    );
    expect(screen.queryByRole('button', { name: T.action })).toBeNull();
  });

  it('speaks Bangla on a Bangla page', async () => {
    const bn = textsIn('bn', 'order-desk-ui').PARTIAL_REFUND_TEXT;
    const { dialog } = await openDialog(paidOrder(), 'bn');
    expect(await within(dialog).findByRole('button', { name: bn.submit })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: bn.modeAmount })).toBeTruthy();
  });
});

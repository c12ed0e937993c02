// The admin's confirmation for one order transition, in SweetAlert2 (loaded only when asked):
// shipping asks the carrier and tracking number, a refund asks whether the pieces go back into
// stock (the table's default), and every action takes an optional note. The answers are checked
// with the shared OrderTransitionInputSchema before the dialog closes. Plain functions, outside
// React: the page's texts come in as `TransitionTexts` (useTransitionTexts in a component).
import type { Texts } from '@store/shared/i18n/catalogue';
import type { EnglishCatalogues } from '@store/shared/i18n/catalogues';
import { CARRIERS, type OrderStatus, type OrderTransitionRule, restocksByDefault } from '@store/shared/order-flow';
import { LIMITS } from '@store/shared/constants';
import { type Order, type OrderTransitionInput, OrderTransitionInputSchema } from '@store/shared/schemas';
import { useFormat, useResolveMessage, useTexts } from '../../../lib/i18n.tsx';

type DeskUiText = Texts<EnglishCatalogues['order-desk-ui']>['ORDER_DESK_UI_TEXT'];

/** What the dialog says, in the page's language. */
export interface TransitionTexts {
  T: DeskUiText;
  statusLabel: Readonly<Record<OrderStatus, string>>;
  taka: (taka: number) => string;
  /** A schema message (a catalogue reference) as text. */
  resolve: (text: string) => string;
}

/** The dialog's texts for this page (the order-desk areas' messages, the page's number format). */
export function useTransitionTexts(): TransitionTexts {
  const { ORDER_DESK_UI_TEXT } = useTexts('order-desk-ui');
  const { ORDER_STATUS_LABEL } = useTexts('order-desk');
  const { taka } = useFormat();
  const resolveMessage = useResolveMessage();
  return {
    T: ORDER_DESK_UI_TEXT,
    statusLabel: ORDER_STATUS_LABEL,
    taka,
    resolve: (text) => resolveMessage(text) ?? text,
  };
}

/** The button of the transition to each state (`actionLabelUnpaid`…). */
const ACTION_LABEL_KEY = {
  unpaid: 'actionLabelUnpaid',
  paid: 'actionLabelPaid',
  processing: 'actionLabelProcessing',
  shipped: 'actionLabelShipped',
  delivered: 'actionLabelDelivered',
  cancelled: 'actionLabelCancelled',
  expired: 'actionLabelExpired',
  refund_due: 'actionLabelRefund_due',
  refunded: 'actionLabelRefunded',
} as const satisfies Record<OrderStatus, keyof DeskUiText>;

/** The ids of the dialog's fields (one dialog is open at a time). */
export const TRANSITION_FIELD_IDS = {
  carrier: 'order-transition-carrier',
  trackingNumber: 'order-transition-tracking',
  restock: 'order-transition-restock',
  note: 'order-transition-note',
} as const;

/** A button's text: a cancel that refunds says so; the cash-on-delivery rows say what they do. */
export function actionLabel(rule: OrderTransitionRule, T: DeskUiText): string {
  if (rule.collectsCash) return T.cashCollected;
  if (rule.kinds?.includes('cod_due') && rule.from === 'unpaid' && rule.to === 'processing') return T.confirmCod;
  if (rule.kinds?.includes('cod_due') && rule.to === 'cancelled') {
    return rule.from === 'shipped' ? T.codRefused : T.codCancel;
  }
  if (rule.to === 'cancelled' && rule.refund) return T.cancelWithRefund;
  return T[ACTION_LABEL_KEY[rule.to]];
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The dialog's body: what will happen, then the fields this transition takes. */
export function transitionDialogHtml(order: Order, rule: OrderTransitionRule, texts: TransitionTexts): string {
  const { T, taka } = texts;
  const ids = TRANSITION_FIELD_IDS;
  const parts = [`<p>${escapeHtml(T.confirmText({ orderNumber: order._id, label: texts.statusLabel[rule.to] }))}</p>`];
  if (rule.refund) parts.push(`<p>${escapeHtml(T.confirmRefundText({ amount: taka(order.total) }))}</p>`);
  if (rule.collectsCash) parts.push(`<p>${escapeHtml(T.confirmCashText({ amount: taka(order.total) }))}</p>`);
  const field = 'display:flex;flex-direction:column;gap:0.25rem;text-align:start;margin-top:0.75rem';
  const control = 'margin:0;width:100%;max-width:100%;box-sizing:border-box';
  if (rule.tracking) {
    // The carriers' names are names; only "Other" is a word (its value stays the stored 'Other').
    const options = CARRIERS.map(
      (c) => `<option value="${escapeHtml(c)}">${escapeHtml(c === 'Other' ? T.carrierOther : c)}</option>`,
    ).join('');
    parts.push(
      `<div style="${field}"><label for="${ids.carrier}">${escapeHtml(T.carrierLabel)}</label>` +
        `<select id="${ids.carrier}" class="swal2-select" style="${control}" required>` +
        `<option value="">${escapeHtml(T.chooseCarrier)}</option>${options}</select></div>`,
      `<div style="${field}"><label for="${ids.trackingNumber}">${escapeHtml(T.trackingLabel)}</label>` +
        `<input id="${ids.trackingNumber}" class="swal2-input" style="${control}" autocomplete="off" required maxlength="${LIMITS.trackingNumber}"></div>`,
    );
  }
  if (rule.refund) {
    const checked = restocksByDefault(order.status) ? ' checked' : '';
    parts.push(
      `<div style="${field};flex-direction:row;align-items:center;gap:0.5rem">` +
        `<input id="${ids.restock}" type="checkbox"${checked}>` +
        `<label for="${ids.restock}">${escapeHtml(T.restockLabel)}</label></div>`,
    );
  }
  parts.push(
    `<div style="${field}"><label for="${ids.note}">${escapeHtml(T.noteLabel)}</label>` +
      `<textarea id="${ids.note}" class="swal2-textarea" style="${control}" rows="2" maxlength="${LIMITS.orderNote}"></textarea></div>`,
  );
  return parts.join('');
}

const valueOf = (id: string): string => {
  const el = document.getElementById(id);
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
    ? el.value
    : '';
};

/**
 * Reads the dialog's fields into the request body and checks it with the shared schema:
 * the body, or the first problem's message.
 */
export function readTransitionForm(
  order: Order,
  rule: OrderTransitionRule,
  resolve: (text: string) => string,
): { ok: true; input: OrderTransitionInput } | { ok: false; message: string } {
  const ids = TRANSITION_FIELD_IDS;
  const note = valueOf(ids.note).trim();
  const restock = document.getElementById(ids.restock);
  const candidate = {
    to: rule.to,
    ...(rule.collectsCash ? { cashCollected: true } : {}),
    ...(note ? { note } : {}),
    ...(rule.tracking ? { carrier: valueOf(ids.carrier), trackingNumber: valueOf(ids.trackingNumber) } : {}),
    ...(rule.refund
      ? { restock: restock instanceof HTMLInputElement ? restock.checked : restocksByDefault(order.status) }
      : {}),
  };
  const parsed = OrderTransitionInputSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, message: parsed.error.issues.map((i) => resolve(i.message)).join(' ') };
}

/** Asks to confirm `rule` for `order`: the request body, or null when the admin backed out. */
export async function askTransition(
  order: Order,
  rule: OrderTransitionRule,
  texts: TransitionTexts,
): Promise<OrderTransitionInput | null> {
  const { T } = texts;
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire<OrderTransitionInput>({
    title: T.confirmTitle({ action: actionLabel(rule, T) }),
    html: transitionDialogHtml(order, rule, texts),
    icon: rule.refund || rule.to === 'cancelled' ? 'warning' : 'question',
    showCancelButton: true,
    confirmButtonText: T.confirmButton,
    cancelButtonText: T.cancelButton,
    focusConfirm: false,
    preConfirm: () => {
      const read = readTransitionForm(order, rule, texts.resolve);
      if (read.ok) return read.input;
      Swal.showValidationMessage(read.message);
      return false;
    },
  });
  return result.isConfirmed && result.value ? result.value : null;
}

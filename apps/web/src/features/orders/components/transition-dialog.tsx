// The admin's confirmation for one order transition, a modal on the native <dialog> (focus stays
// inside, Escape backs out): shipping asks the carrier and tracking number, a refund whether the
// pieces go back into stock (the table's default), every action an optional note. The answers go
// through the shared OrderTransitionInputSchema before the dialog closes.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Texts } from '@store/shared/i18n/catalogue';
import type { EnglishCatalogues } from '@store/shared/i18n/catalogues';
import { CARRIERS, type OrderStatus, type OrderTransitionRule, restocksByDefault } from '@store/shared/order-flow';
import { LIMITS } from '@store/shared/constants';
import { type Order, type OrderTransitionInput, OrderTransitionInputSchema } from '@store/shared/schemas';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormat, useResolveMessage, useTexts } from '../../../lib/i18n.tsx';

type DeskUiText = Texts<EnglishCatalogues['order-desk-ui']>['ORDER_DESK_UI_TEXT'];

/** What the desk says about transitions, in the page's language. */
export interface TransitionTexts {
  T: DeskUiText;
  statusLabel: Readonly<Record<OrderStatus, string>>;
}

export function useTransitionTexts(): TransitionTexts {
  const { ORDER_DESK_UI_TEXT } = useTexts('order-desk-ui');
  const { ORDER_STATUS_LABEL } = useTexts('order-desk');
  return { T: ORDER_DESK_UI_TEXT, statusLabel: ORDER_STATUS_LABEL };
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

const FormFieldsSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  restock: z.boolean(),
  note: z.string(),
});
type TransitionFormValues = z.infer<typeof FormFieldsSchema>;

/** The form's fields as the request body of `rule` (only the fields it takes), checked by the shared schema. */
const transitionFormSchema = (rule: OrderTransitionRule) =>
  FormFieldsSchema.transform((v) => ({
    to: rule.to,
    ...(rule.collectsCash ? { cashCollected: true } : {}),
    ...(v.note.trim() ? { note: v.note } : {}),
    ...(rule.tracking ? { carrier: v.carrier, trackingNumber: v.trackingNumber } : {}),
    ...(rule.refund ? { restock: v.restock } : {}),
  })).pipe(OrderTransitionInputSchema);

interface TransitionDialogProps {
  order: Order;
  rule: OrderTransitionRule;
  onConfirm: (input: OrderTransitionInput) => void;
  onClose: () => void;
}

export function TransitionDialog({ order, rule, onConfirm, onClose }: TransitionDialogProps) {
  const { T, statusLabel } = useTransitionTexts();
  const { taka } = useFormat();
  const resolve = useResolveMessage();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const schema = useMemo(() => transitionFormSchema(rule), [rule]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TransitionFormValues, unknown, OrderTransitionInput>({
    resolver: zodResolver(schema),
    defaultValues: { carrier: '', trackingNumber: '', restock: restocksByDefault(order.status), note: '' },
  });

  useEffect(() => {
    const dialog = ref.current;
    // The dialog is unmounted rather than closed, so focus goes back to its button by hand.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog || dialog.open) return;
    // NOTE: jsdom has no showModal; the open attribute is enough there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => opener?.focus();
  }, []);

  const isRisky = rule.refund || rule.to === 'cancelled';
  const noteError = resolve(errors.note?.message);
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onCancel={onClose}
    >
      <form
        noValidate
        className="modal-box flex max-w-lg flex-col gap-3"
        onSubmit={handleSubmit((input) => {
          onConfirm(input);
          onClose();
        })}
      >
        <h2 id={`${id}-title`} className="text-lg font-bold wrap-break-word">
          {T.confirmTitle({ action: actionLabel(rule, T) })}
        </h2>
        <p>{T.confirmText({ orderNumber: order._id, label: statusLabel[rule.to] })}</p>
        {rule.refund ? <p>{T.confirmRefundText({ amount: taka(order.total) })}</p> : null}
        {rule.collectsCash ? <p>{T.confirmCashText({ amount: taka(order.total) })}</p> : null}
        {rule.tracking ? (
          <>
            <SelectField label={T.carrierLabel} required error={errors.carrier?.message} {...register('carrier')}>
              <option value="">{T.chooseCarrier}</option>
              {CARRIERS.map((c) => (
                // The carriers' names are names; only "Other" is a word (its value stays 'Other').
                <option key={c} value={c}>
                  {c === 'Other' ? T.carrierOther : c}
                </option>
              ))}
            </SelectField>
            <TextField
              label={T.trackingLabel}
              autoComplete="off"
              required
              maxLength={LIMITS.trackingNumber}
              error={errors.trackingNumber?.message}
              {...register('trackingNumber')}
            />
          </>
        ) : null}
        {rule.refund ? (
          <label className="flex items-center gap-2">
            <input type="checkbox" className="checkbox checkbox-sm" {...register('restock')} />
            {T.restockLabel}
          </label>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="text-sm font-medium">
            {T.noteLabel}
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={LIMITS.orderNote}
            className={`textarea w-full ${noteError ? 'textarea-error' : ''}`}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${id}-note-error` : undefined}
            {...register('note')}
          />
          {noteError ? (
            <p id={`${id}-note-error`} className="text-sm text-error">
              {noteError}
            </p>
          ) : null}
        </div>
        <div className="modal-action mt-2 flex-wrap">
          <button type="button" className="btn" onClick={onClose}>
            {T.cancelButton}
          </button>
          <button type="submit" className={`btn ${isRisky ? 'btn-error' : 'btn-primary'}`}>
            {T.confirmButton}
          </button>
        </div>
      </form>
    </dialog>
  );
}

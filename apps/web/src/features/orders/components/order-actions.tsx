// The admin's buttons for one order: the transitions adminActions allows, each confirmed in a dialog
// checked by the shared OrderTransitionInputSchema, the outcome a toast (a 409 says what the order is now).
import { zodResolver } from '@hookform/resolvers/zod';
import { transitionPermission } from '@store/shared/staff-roles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import type { Texts } from '@store/shared/i18n/catalogue';
import type { EnglishCatalogues } from '@store/shared/i18n/catalogues';
import {
  adminActions,
  CARRIERS,
  ORDER_STATUSES,
  type OrderTransitionRule,
  paymentKindOf,
  restocksByDefault,
} from '@store/shared/order-flow';
import { LIMITS } from '@store/shared/constants';
import {
  hasAmounts,
  type OrderTransitionInput,
  OrderTransitionInputSchema,
  type StaffOrder,
} from '@store/shared/schemas';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';
import { capitalize, useRoleCan } from '../../dashboard/index.ts';
import { useTransitionOrder } from '../api/order-writes.ts';
import { Modal } from './modal.tsx';

type DeskUiText = Texts<EnglishCatalogues['order-desk-ui']>['ORDER_DESK_UI_TEXT'];

/** A button's text: a cancel that refunds says so; the cash-on-delivery rows say what they do. */
export function actionLabel(rule: OrderTransitionRule, T: DeskUiText): string {
  const isCod = rule.kinds?.includes('cod_due') === true;
  if (rule.collectsCash) return T.cashCollected;
  if (isCod && rule.from === 'unpaid' && rule.to === 'processing') return T.confirmCod;
  if (isCod && rule.to === 'cancelled') return rule.from === 'shipped' ? T.codRefused : T.codCancel;
  if (rule.to === 'cancelled' && rule.refund) return T.cancelWithRefund;
  return T[`actionLabel${capitalize(rule.to)}`];
}

const FormFieldsSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  restock: z.boolean(),
  note: z.string(),
});

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
  order: StaffOrder;
  rule: OrderTransitionRule;
  onConfirm: (input: OrderTransitionInput) => void;
  onClose: () => void;
}

function TransitionDialog({ order, rule, onConfirm, onClose }: TransitionDialogProps) {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const { ORDER_STATUS_LABEL } = useTexts('order-desk');
  const { taka } = useFormat();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.infer<typeof FormFieldsSchema>, unknown, OrderTransitionInput>({
    resolver: zodResolver(transitionFormSchema(rule)),
    defaultValues: { carrier: '', trackingNumber: '', restock: restocksByDefault(order.status), note: '' },
  });
  return (
    <Modal title={T.confirmTitle({ action: actionLabel(rule, T) })} onClose={onClose}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={handleSubmit((input) => {
          onConfirm(input);
          onClose();
        })}
      >
        <p>{T.confirmText({ orderNumber: order._id, label: ORDER_STATUS_LABEL[rule.to] })}</p>
        {rule.refund && hasAmounts(order) ? <p>{T.confirmRefundText({ amount: taka(order.total) })}</p> : null}
        {rule.collectsCash && hasAmounts(order) ? <p>{T.confirmCashText({ amount: taka(order.total) })}</p> : null}
        {rule.tracking ? (
          <>
            <SelectField label={T.carrier} required error={errors.carrier?.message} {...register('carrier')}>
              <option value="">{T.chooseCarrier}</option>
              {CARRIERS.map((c) => (
                // The carriers' names are names; only "Other" is a word (its value stays 'Other').
                <option key={c} value={c}>
                  {c === 'Other' ? T.carrierOther : c}
                </option>
              ))}
            </SelectField>
            <TextField
              label={T.trackingNumber}
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
        <TextAreaField
          label={T.noteLabel}
          rows={2}
          maxLength={LIMITS.orderNote}
          error={errors.note?.message}
          {...register('note')}
        />
        <div className="modal-action mt-2 flex-wrap">
          <button type="button" className="btn" onClick={onClose}>
            {T.cancelButton}
          </button>
          <button
            type="submit"
            className={`btn ${rule.refund || rule.to === 'cancelled' ? 'btn-error' : 'btn-primary'}`}
          >
            {T.confirmButton}
          </button>
        </div>
      </form>
    </Modal>
  );
}

interface OrderActionsProps {
  /** Read without its amounts by a role without `amounts`; the steps that name one (refund, cash) need them. */
  order: StaffOrder;
  /** The order's name as the page shows it; in a list, each button's accessible name says it. */
  name: string;
  isInList?: boolean;
}

export function OrderActions({ order, name, isInList = false }: OrderActionsProps) {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const { ORDER_STATUS_LABEL, ORDER_DESK_TEXT } = useTexts('order-desk');
  const apiText = useApiErrorText();
  const transition = useTransitionOrder();
  // Only the steps the person's role may take (a packer ships but never refunds); the API refuses the rest anyway.
  const can = useRoleCan();
  const rules = adminActions(order.status, paymentKindOf(order)).filter((rule) => can(transitionPermission(rule)));
  const [asking, setAsking] = useState<OrderTransitionRule | null>(null);

  function errorText(error: unknown): string {
    if (!(error instanceof ApiError)) return T.transitionFailed;
    if (error.code === 'TRANSITION_NOT_ALLOWED') {
      const now = ORDER_STATUSES.find((s) => s === error.currentStatus);
      return T.transitionConflict({ label: now ? ORDER_STATUS_LABEL[now] : '?' });
    }
    if (error.code === 'REFUND_FAILED') return ORDER_DESK_TEXT.refundFailed;
    const fields = Object.keys(error.fields);
    if (error.status === 400 && fields.length > 0) return fields.map((field) => apiText.field(error, field)).join(' ');
    return error.status > 0 && error.status < 500 ? apiText.message(error, T.transitionFailed) : T.transitionFailed;
  }

  function run(input: OrderTransitionInput) {
    transition.mutate(
      { id: order._id, input },
      {
        onSuccess: (updated) => toast.success(T.transitionDone({ label: ORDER_STATUS_LABEL[updated.status] })),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  }

  if (rules.length === 0) return <p className="text-sm text-base-content/70">{T.noActions}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {asking ? <TransitionDialog order={order} rule={asking} onConfirm={run} onClose={() => setAsking(null)} /> : null}
      {rules.map((rule) => (
        <button
          key={`${rule.to}${rule.collectsCash ? '-cash' : ''}`}
          type="button"
          className={`btn ${isInList ? 'btn-sm' : ''} ${rule.refund || rule.to === 'cancelled' ? 'btn-outline btn-error' : 'btn-primary'}`}
          disabled={transition.isPending}
          onClick={() => setAsking(rule)}
          // NOTE: a label, not a hidden span: Chromium puts a space before a hidden span's text.
          aria-label={isInList ? `${actionLabel(rule, T)}: ${name}` : undefined}
        >
          {actionLabel(rule, T)}
        </button>
      ))}
    </div>
  );
}

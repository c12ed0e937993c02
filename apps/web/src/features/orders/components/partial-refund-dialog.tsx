// The order desk's "Partial refund" for an order paid online and kept (canRefundPart, decision 213): a button
// that opens a modal with what can still be given back (GET /refunds) and the partial refund form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { LIMITS } from '@store/shared/constants';
import { canRefundPart } from '@store/shared/order-flow';
import type { Order, OrderRefunds, PartialRefundInput } from '@store/shared/schemas';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Field, TextAreaField, TextField } from '../../../components/ui/fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useFormat, useResolveMessage, useTexts } from '../../../lib/i18n.tsx';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { orderRefundsQueryOptions } from '../api/order-queries.ts';
import { useRefundPart } from '../api/order-writes.ts';
import { Modal } from './modal.tsx';
import {
  defaultRefundValues,
  partialRefundFormSchema,
  type PartialRefundFormValues,
  refundPreview,
  returnableLines,
} from './partial-refund-schema.ts';

const QUANTITY_LOOK = ['flex flex-col gap-1', 'text-sm wrap-break-word'] as const;

/** Quantities per line or a goodwill amount, restock and a note; the server's refusals land on the fields
 * (400) or above the button (409, 502). */
function PartialRefundForm({ refunds, onClose }: { refunds: OrderRefunds; onClose: () => void }) {
  const { PARTIAL_REFUND_TEXT: T, ORDER_DESK_UI_TEXT } = useTexts('order-desk-ui');
  // The shared schema's messages name this area's texts.
  useTexts('order-desk');
  const { taka } = useFormat();
  const resolve = useResolveMessage();
  const apiText = useApiErrorText();
  const refundPart = useRefundPart();
  const submissionKey = useSubmissionKey();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const lines = returnableLines(refunds.lines);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PartialRefundFormValues, unknown, PartialRefundInput>({
    resolver: zodResolver(partialRefundFormSchema(refunds.lines)),
    defaultValues: defaultRefundValues(refunds.lines),
  });
  const values = useWatch({ control }) as PartialRefundFormValues;
  const preview = refundPreview(values, refunds.lines);
  const isSending = isSubmitting || refundPart.isPending;

  /** The server's field names (`lines.0.quantity` counts the lines sent) as the form's. */
  function showServerError(error: ApiError, input: PartialRefundInput) {
    let shownAtField = false;
    for (const name of Object.keys(error.fields)) {
      const message = apiText.field(error, name);
      const sent = /^lines\.(\d+)\.(lineNo|quantity)$/.exec(name);
      const lineNo = sent ? input.lines?.[Number(sent[1])]?.lineNo : undefined;
      const row = lineNo === undefined ? -1 : lines.findIndex((l) => l.lineNo === lineNo);
      if (row >= 0) setError(`lines.${row}.quantity`, { message });
      else if (name === 'amount' || name === 'note' || name === 'lines') setError(name, { message });
      else continue;
      shownAtField = true;
    }
    if (error.status === 409 && values.mode === 'amount') {
      setError('amount', { message: apiText.message(error, T.failed) });
      shownAtField = true;
    }
    if (!shownAtField) setFailure(apiText.message(error, T.failed));
  }

  const submit = async (input: PartialRefundInput) => {
    setFailure(null);
    let result;
    try {
      result = await refundPart.mutateAsync({
        orderId: refunds.orderId,
        input,
        idempotencyKey: submissionKey.keyFor(input),
      });
    } catch (error) {
      if (error instanceof ApiError) showServerError(error, input);
      else setFailure(T.failed);
      return;
    }
    submissionKey.booked();
    const amount = taka(result.refund.amount);
    const creditNote = result.refund.creditNoteNumber;
    toast.success(creditNote ? T.done({ amount, creditNote }) : T.doneNoCreditNote({ amount }));
    onClose();
  };

  const linesError = resolve(errors.lines?.message ?? errors.lines?.root?.message);
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-3">
      <p>{T.refundableSummary({ refundable: taka(refunds.refundable), paid: taka(refunds.paid) })}</p>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
        <legend className="mb-1 text-sm font-medium">{T.modeLegend}</legend>
        {lines.length > 0 ? (
          <label className="flex items-center gap-2">
            <input type="radio" className="radio radio-sm" value="lines" {...register('mode')} />
            {T.modeLines}
          </label>
        ) : null}
        <label className="flex items-center gap-2">
          <input type="radio" className="radio radio-sm" value="amount" {...register('mode')} />
          {T.modeAmount}
        </label>
      </fieldset>

      {values.mode === 'lines' ? (
        <fieldset className="flex flex-col gap-2" aria-describedby={linesError ? `${id}-lines-error` : undefined}>
          <legend className="mb-1 text-sm font-medium">{T.linesLegend}</legend>
          {lines.map((line, index) => (
            <Field
              key={line.lineNo}
              label={T.quantityLabel({ product: line.productname })}
              error={errors.lines?.[index]?.quantity?.message}
              describedBy={`${id}-hint-${line.lineNo}`}
              look={QUANTITY_LOOK}
            >
              {(aria, hasError) => (
                <div className="flex flex-wrap items-center gap-x-3">
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={line.returnable}
                    step={1}
                    className={`input w-24 ${hasError ? 'input-error' : ''}`}
                    {...aria}
                    {...register(`lines.${index}.quantity`, { valueAsNumber: true })}
                  />
                  <span id={`${id}-hint-${line.lineNo}`} className="text-sm text-base-content/80">
                    {T.quantityHint({ unitPrice: taka(line.unitPrice), max: line.returnable })}
                  </span>
                </div>
              )}
            </Field>
          ))}
          {linesError ? (
            <p id={`${id}-lines-error`} className="text-sm text-error">
              {linesError}
            </p>
          ) : null}
          <label className="flex items-center gap-2">
            <input type="checkbox" className="checkbox checkbox-sm" {...register('restock')} />
            {ORDER_DESK_UI_TEXT.restockLabel}
          </label>
        </fieldset>
      ) : (
        <TextField
          label={T.amountLabel}
          type="number"
          inputMode="decimal"
          min={0.01}
          max={refunds.refundable}
          step={0.01}
          className="max-w-48"
          error={errors.amount?.message}
          {...register('amount')}
        />
      )}

      <TextAreaField
        label={ORDER_DESK_UI_TEXT.noteLabel}
        rows={2}
        maxLength={LIMITS.orderNote}
        error={errors.note?.message}
        {...register('note')}
      />

      <p aria-live="polite">
        <span className="font-semibold">{T.toRefund({ amount: taka(preview) })}</span>{' '}
        <span className="text-sm text-base-content/80">{T.toRefundHint}</span>
      </p>
      {failure ? (
        <p role="alert" className="text-error">
          {failure}
        </p>
      ) : null}
      <div className="modal-action mt-2 flex-wrap">
        <button type="button" className="btn" onClick={onClose}>
          {T.close}
        </button>
        <button type="submit" className="btn btn-error" disabled={isSending}>
          {isSending ? T.sending : T.submit}
        </button>
      </div>
    </form>
  );
}

interface PartialRefundActionProps {
  order: Order;
  name: string;
  /** In a list of orders: the button's accessible name says which order. */
  isInList?: boolean;
}

export function PartialRefundAction({ order, name, isInList = false }: PartialRefundActionProps) {
  const { PARTIAL_REFUND_TEXT: T } = useTexts('order-desk-ui');
  const [isOpen, setOpen] = useState(false);
  const refunds = useQuery({ ...orderRefundsQueryOptions(order._id), enabled: isOpen });
  const close = () => setOpen(false);
  if (!canRefundPart(order)) return null;
  return (
    <div className={isInList ? 'mt-2' : undefined}>
      <button
        type="button"
        className={`btn btn-outline ${isInList ? 'btn-sm' : ''}`}
        onClick={() => setOpen(true)}
        aria-label={isInList ? `${T.action}: ${name}` : undefined}
      >
        {T.action}
      </button>
      {isOpen ? (
        <Modal title={T.title({ name })} onClose={close}>
          {refunds.isPending ? (
            <p role="status">{T.loading}</p>
          ) : refunds.isError ? (
            <LoadError onRetry={() => void refunds.refetch()} />
          ) : refunds.data.refundable <= 0 ? (
            <>
              <p>{T.nothingLeft}</p>
              <div className="modal-action">
                <button type="button" className="btn" onClick={close}>
                  {T.close}
                </button>
              </div>
            </>
          ) : (
            <PartialRefundForm refunds={refunds.data} onClose={close} />
          )}
        </Modal>
      ) : null}
    </div>
  );
}

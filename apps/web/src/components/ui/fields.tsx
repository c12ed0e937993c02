// Labelled controls with their error message under them, tied together for screen readers: Field is the one
// shell of TextField, TextAreaField, SelectField (their compact twins) and the payment page's card fields.
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { useResolveMessage } from '../../lib/i18n.tsx';

/** What a field's control takes besides its own props. */
export type ControlAria = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

interface FieldProps {
  label: ReactNode;
  /** A text, or a shared schema's message reference (its area's texts must be loaded). */
  error?: string | undefined;
  /** Other elements that describe the control (a hint's id), read before the error. */
  describedBy?: string | undefined;
  /** The wrapper's and the label's classes: the roomy look of forms by default. */
  look?: readonly [wrapper: string, label: string];
  /** The control, given its id and ARIA state, and whether it has an error. */
  children: (aria: ControlAria, hasError: boolean) => ReactNode;
}

const FORM_LOOK = ['fieldset py-1', 'fieldset-legend pb-1 text-sm'] as const;
/** The compact look of filter bars and dialogs. */
export const COMPACT_LOOK = ['flex min-w-0 flex-col gap-1', 'text-sm font-medium'] as const;

export function Field({ label, error: errorOrRef, describedBy, look = FORM_LOOK, children }: FieldProps) {
  const error = useResolveMessage()(errorOrRef);
  const id = useId();
  const described = [describedBy, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <div className={look[0]}>
      <label htmlFor={id} className={look[1]}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined }, !!error)}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A control's own props with its label and error. */
type LabelledProps<C extends 'input' | 'textarea' | 'select'> = ComponentPropsWithRef<C> & {
  label: string;
  error?: string | undefined;
};

export function TextField({ label, error, className = '', ...input }: LabelledProps<'input'>) {
  return (
    <Field label={label} error={error}>
      {(aria, hasError) => (
        <input
          className={`input w-full border ${hasError ? 'border-error' : 'border-base-content/60'} ${className}`}
          {...aria}
          {...input}
        />
      )}
    </Field>
  );
}

export function TextAreaField({ label, error, className = '', ...textarea }: LabelledProps<'textarea'>) {
  return (
    <Field label={label} error={error} look={COMPACT_LOOK}>
      {(aria, hasError) => (
        <textarea
          className={`textarea w-full ${hasError ? 'textarea-error' : ''} ${className}`}
          {...aria}
          {...textarea}
        />
      )}
    </Field>
  );
}

export function SelectField({ label, error, className = '', children, ...select }: LabelledProps<'select'>) {
  return (
    <Field label={label} error={error} look={COMPACT_LOOK}>
      {(aria, hasError) => (
        <select className={`select w-full ${hasError ? 'select-error' : ''} ${className}`} {...aria} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

// A labelled text input with its error message under it, tied together for screen readers.
import { type ComponentPropsWithRef, useId } from 'react';
import { useResolveMessage } from '../../lib/i18n.tsx';

interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** A text, or a shared schema's message reference (its area's texts must be loaded). */
  error?: string | undefined;
}

export function TextField({ label, error: errorOrRef, className, ...input }: TextFieldProps) {
  const error = useResolveMessage()(errorOrRef);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pb-1 text-sm">
        {label}
      </label>
      <input
        id={id}
        className={`input w-full border ${error ? 'border-error' : 'border-base-content/60'} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

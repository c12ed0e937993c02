// A labelled textarea with its error message under it: the textarea twin of TextField.
import { type ComponentPropsWithRef, useId } from 'react';
import { useResolveMessage } from '../../lib/i18n.tsx';

interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  /** A text, or a shared schema's message reference. */
  error?: string | undefined;
}

export function TextAreaField({ label, error: errorOrRef, className = '', ...textarea }: TextAreaFieldProps) {
  const error = useResolveMessage()(errorOrRef);
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        className={`textarea w-full ${error ? 'textarea-error' : ''} ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

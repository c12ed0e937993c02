// A labelled textarea with its error message under it: the textarea twin of TextField.
import type { ComponentPropsWithRef } from 'react';
import { COMPACT_LOOK, Field } from './text-field.tsx';

type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & { label: string; error?: string | undefined };

export function TextAreaField({ label, error, className = '', ...textarea }: TextAreaFieldProps) {
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

// A 1-to-5 star input: five real radio buttons in a fieldset (arrow keys move between them, a screen
// reader hears "3 stars out of 5, 3 of 5"), each shown as a star; the stars up to the choice are filled.
import { useId } from 'react';
import { RATING_MAX } from '@store/shared/constants';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { useResolveMessage, useTexts } from '../../../lib/i18n.tsx';

interface StarInputProps {
  legend: string;
  value: number | undefined;
  onChange: (value: number) => void;
  /** A text, or a shared schema's message reference. */
  error?: string | undefined;
}

export function StarInput({ legend, value, onChange, error: errorOrRef }: StarInputProps) {
  const { PRODUCT_REVIEW_TEXT } = useTexts('product-page');
  const error = useResolveMessage()(errorOrRef);
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-semibold">{legend}</legend>
      <div className="flex">
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-field p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              required
              className="sr-only"
              aria-invalid={error ? true : undefined}
            />
            <StarIcon
              className={`size-8 ${value !== undefined && stars <= value ? 'text-secondary' : 'text-base-content/30'}`}
            />
            <span className="sr-only">{PRODUCT_REVIEW_TEXT.starsLabel({ stars })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

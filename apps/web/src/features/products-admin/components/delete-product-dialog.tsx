// The confirmation before deleting a product (spec §2 Manage products): Delete or Cencle.
import { useEffect, useId, useRef } from 'react';
import type { Product } from '@store/shared/schemas';
import { useTexts } from '../../../lib/i18n.tsx';

interface DeleteProductDialogProps {
  product: Product;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteProductDialog({ product, isDeleting, onConfirm, onCancel }: DeleteProductDialogProps) {
  const { PRODUCT_TEXT } = useTexts('products');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  // Focus the safe choice; Escape cancels.
  useEffect(() => {
    cancelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);

  return (
    <div className="modal modal-open" role="presentation">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="modal-box"
      >
        <h2 id={titleId} className="text-lg font-bold">
          {PRODUCT_TEXT.deleteConfirmTitle}
        </h2>
        <p id={textId} className="py-4">
          {PRODUCT_TEXT.deleteConfirmText({ name: product.name })}
        </p>
        <div className="modal-action">
          <button type="button" className="btn btn-error" onClick={onConfirm} disabled={isDeleting}>
            {SPEC_APP_TEXT.delete}
          </button>
          <button type="button" className="btn" ref={cancelRef} onClick={onCancel}>
            {SPEC_APP_TEXT.cancel}
          </button>
        </div>
      </div>
    </div>
  );
}

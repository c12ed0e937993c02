// The spec's cancel confirmation: 'Are you sure to cencle your order?', "If you cancle your order it's
// cencle parmanently", Cencle Now.
import { useTexts } from '../../../lib/i18n.tsx';
import { Modal } from './modal.tsx';

interface CancelOrderDialogProps {
  name: string;
  isCancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function CancelOrderDialog({ name, isCancelling, onConfirm, onClose }: CancelOrderDialogProps) {
  const { ORDER_TEXT } = useTexts('orders');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  return (
    <Modal title={SPEC_APP_TEXT.cancelConfirmTitle} text={SPEC_APP_TEXT.cancelConfirmText} onClose={onClose}>
      <p className="text-sm opacity-80" translate="no">
        {name}
      </p>
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          {ORDER_TEXT.keepOrder}
        </button>
        <button type="button" className="btn btn-error" disabled={isCancelling} onClick={onConfirm}>
          {SPEC_APP_TEXT.cancelNow}
        </button>
      </div>
    </Modal>
  );
}

// A modal on the native <dialog>, open while it is mounted: focus stays inside (on the button marked
// data-autofocus, when one is), Escape closes it, and focus goes back to the button that opened it.
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalProps {
  title: string;
  /** The question under the title (the dialog's description). */
  text?: string;
  /** `alertdialog`: a question whose answer cannot be undone. */
  role?: 'alertdialog';
  onClose: () => void;
  children: ReactNode;
}

export function Modal({ title, text, role, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog || dialog.open) return;
    // NOTE: jsdom has no showModal; the open attribute is enough there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      role={role}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={`${id}-title`}
      aria-describedby={text ? `${id}-text` : undefined}
      onClose={onClose}
      onCancel={onClose}
      // NOTE: Escape closes it also where a <dialog> does not close itself (jsdom).
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div className="modal-box flex max-w-lg flex-col gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold wrap-break-word">
          {title}
        </h2>
        {text ? <p id={`${id}-text`}>{text}</p> : null}
        {children}
      </div>
    </dialog>
  );
}

// The spec's SweetAlert dialogs for saving a product, loaded only when one is shown.
import { SUCCESS_DIALOG_MS } from '@store/shared/constants';
import { ERROR_TEXT, SUCCESS_TEXT } from '@store/shared/messages';

/** 'Your work has been saved', closing by itself after SUCCESS_DIALOG_MS (spec §8, §9). */
export async function showWorkSaved(): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  void Swal.fire({
    icon: 'success',
    title: SUCCESS_TEXT.workSaved,
    showConfirmButton: false,
    timer: SUCCESS_DIALOG_MS,
  });
}

/** 'Oops...' / 'Something went wrong!' when a product could not be saved (spec §8). */
export async function showSaveFailed(): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  void Swal.fire({ icon: 'error', title: ERROR_TEXT.oops, text: ERROR_TEXT.somethingWentWrong });
}

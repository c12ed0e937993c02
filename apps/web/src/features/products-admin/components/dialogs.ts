// The spec's SweetAlert dialogs for saving a product, loaded only when one is shown.
// The texts come from the caller (a component reads them in the page's language).
import { SUCCESS_DIALOG_MS } from '@store/shared/constants';

/** 'Your work has been saved' (`title`), closing by itself after SUCCESS_DIALOG_MS (spec §8, §9). */
export async function showWorkSaved(title: string): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  void Swal.fire({
    icon: 'success',
    title,
    showConfirmButton: false,
    timer: SUCCESS_DIALOG_MS,
  });
}

/** 'Oops...' / 'Something went wrong!' when a product could not be saved (spec §8). */
export async function showSaveFailed({ title, text }: { title: string; text: string }): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  void Swal.fire({ icon: 'error', title, text });
}

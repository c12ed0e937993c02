// The spec's SweetAlert dialog after booking, loaded only when it is shown.
import { SUCCESS_DIALOG_MS } from '@store/shared/constants';

/**
 * 'Your order is booked' (`title`, in the page's language) at the top centre, no button, closing
 * itself after SUCCESS_DIALOG_MS (spec §8, §9).
 */
export async function showOrderBooked(title: string): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  void Swal.fire({
    position: 'top',
    icon: 'success',
    title,
    showConfirmButton: false,
    timer: SUCCESS_DIALOG_MS,
  });
}

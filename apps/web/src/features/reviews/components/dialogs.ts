// The spec's SweetAlert dialog after a review is sent, loaded only when it is shown.
import { SUCCESS_DIALOG_MS } from '@store/shared/constants';

/**
 * 'Thanks for your review' (feedback SUCCESS_TEXT.reviewThanks, in the page's language) at the top
 * centre, no button, closing itself after SUCCESS_DIALOG_MS (spec §7).
 */
export async function showReviewThanks(title: string): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  void Swal.fire({
    position: 'top',
    icon: 'success',
    title,
    showConfirmButton: false,
    timer: SUCCESS_DIALOG_MS,
  });
}

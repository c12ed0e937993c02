// The spec's SweetAlert dialog after a review is sent, loaded only when it is shown.
import { SUCCESS_DIALOG_MS } from '@store/shared/constants';
import { SUCCESS_TEXT } from '@store/shared/messages';

/** 'Thanks for your review' at the top centre, no button, closing itself after SUCCESS_DIALOG_MS (spec §7). */
export async function showReviewThanks(): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  void Swal.fire({
    position: 'top',
    icon: 'success',
    title: SUCCESS_TEXT.reviewThanks,
    showConfirmButton: false,
    timer: SUCCESS_DIALOG_MS,
  });
}

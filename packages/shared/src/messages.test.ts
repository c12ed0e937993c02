import { describe, expect, it } from 'vitest';
import { quantityAboveStock, quantityBelowMinimum, ratingText, SPEC_TEXT, VALIDATION } from './messages.ts';

describe('spec texts', () => {
  it('keeps the spec spellings, which are part of the contract', () => {
    expect(SPEC_TEXT.navSignOut).toBe('SingOut');
    expect(SPEC_TEXT.sentMessage).toBe('Sent Message');
    expect(SPEC_TEXT.backToHome).toBe('Back To Home Page');
    expect(SPEC_TEXT.openingHours).toBe('Sat-Thu 10:00 AM to 7:00 PM');
    expect(VALIDATION.minQuantityRequired).toBe('MinQuantity is Required');
  });

  it('writes the review rating as the spec does', () => {
    expect(ratingText(4)).toBe('Ratting: 4 Star');
    expect(ratingText(1)).toBe('Ratting: 1 Star');
  });

  it('fills the quantity warnings with the numbers', () => {
    expect(quantityAboveStock(500, 420)).toBe('We Have No 500 Piece . We Have Only 420');
    expect(quantityBelowMinimum(10)).toBe('Minimum Order Quantity is 10');
  });
});

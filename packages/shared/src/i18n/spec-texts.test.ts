// The specification's quoted texts are the English catalogue's, spelled as the spec spells them.
import { describe, expect, it } from 'vitest';
import { englishTexts } from './server.ts';

describe('spec texts in the English catalogue', () => {
  it('keeps the spec spellings, which are part of the contract', () => {
    const { SPEC_TEXT } = englishTexts('common');
    const { SPEC_APP_TEXT } = englishTexts('spec-app');
    expect(SPEC_TEXT.navSignOut).toBe('SingOut');
    expect(SPEC_TEXT.sentMessage).toBe('Sent Message');
    expect(SPEC_TEXT.backToHome).toBe('Back To Home Page');
    expect(SPEC_TEXT.openingHours).toBe('Sat-Thu 10:00 AM to 7:00 PM');
    expect(SPEC_APP_TEXT.menuProfile).toBe('My Profil');
    expect(SPEC_APP_TEXT.colOrderQuantity).toBe('Order Quentity');
    expect(SPEC_APP_TEXT.cancelConfirmText).toBe("If you cancle your order it's cencle parmanently");
    expect(englishTexts('feedback').VALIDATION.minQuantityRequired).toBe('MinQuantity is Required');
  });

  it('writes the review rating as the spec does', () => {
    const { SPEC_TEXT } = englishTexts('common');
    expect(SPEC_TEXT.rating({ n: 4 })).toBe('Ratting: 4 Star');
    expect(SPEC_TEXT.rating({ n: 1 })).toBe('Ratting: 1 Star');
  });

  it('fills the quantity warnings with the numbers', () => {
    const { MESSAGES } = englishTexts('feedback');
    expect(MESSAGES.quantityAboveStock({ n: 500, max: 420 })).toBe('We Have No 500 Piece . We Have Only 420');
    expect(MESSAGES.quantityBelowMinimum({ min: 10 })).toBe('Minimum Order Quantity is 10');
  });
});

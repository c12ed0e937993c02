import { describe, expect, it } from 'vitest';
import { accountLabel } from './account-label.ts';

describe('accountLabel', () => {
  it('names an email account by its email', () => {
    expect(accountLabel('rider@example.com', '+8801711000000')).toBe('rider@example.com');
  });

  it('names a phone account by its number, from the row or from the placeholder', () => {
    expect(accountLabel('8801711000000@phone.invalid', '+8801811000000')).toBe('01811-000000');
    expect(accountLabel('8801711000000@phone.invalid')).toBe('01711-000000');
    // A second placeholder for a number (its first account moved to another number).
    expect(accountLabel('8801711000000.a1b2c3d4@phone.invalid', null)).toBe('01711-000000');
  });
});

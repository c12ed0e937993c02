import { describe, expect, it } from 'vitest';
import {
  BdMobileSchema,
  displayBdMobile,
  isPhoneAccountEmail,
  normaliseBdMobile,
  phoneAccountEmail,
} from './schemas/phone.ts';

describe('Bangladeshi mobile numbers', () => {
  it.each([
    '01711-000000',
    '01711000000',
    '+880 1711 000000',
    '+8801711000000',
    '8801711000000',
    '880 1711-000000',
    '০১৭১১০০০০০০',
    '+৮৮০ ১৭১১ ০০০০০০',
    ' (01711) 000-000 ',
  ])('reads %s as +8801711000000', (typed) => {
    expect(normaliseBdMobile(typed)).toBe('+8801711000000');
  });

  it.each([
    ['a landline', '02-9660000'],
    ['too short', '0171100000'],
    ['too long', '017110000000'],
    ['no operator digit', '01211000000'],
    ['a foreign number', '+44 7700 900123'],
    ['letters', '01711-ABCDEF'],
    ['empty', ''],
  ])('refuses %s', (_what, typed) => {
    expect(normaliseBdMobile(typed)).toBeNull();
  });

  it('gives the schema the normal form, and a message naming the expected form otherwise', () => {
    expect(BdMobileSchema.parse('01911 222333')).toBe('+8801911222333');
    const failed = BdMobileSchema.safeParse('12345');
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toContain('PHONE_TEXT');
  });

  it('shows a stored number the way it is read out', () => {
    expect(displayBdMobile('+8801711000000')).toBe('01711-000000');
    expect(displayBdMobile('12 34')).toBe('12 34');
  });
});

describe('phone account emails', () => {
  it('turns a number into an address that can never receive mail, and knows it again', () => {
    const email = phoneAccountEmail('+8801711000000');
    expect(email).toBe('8801711000000@phone.invalid');
    expect(isPhoneAccountEmail(email)).toBe(true);
    expect(isPhoneAccountEmail('rahim@example.com')).toBe(false);
  });
});

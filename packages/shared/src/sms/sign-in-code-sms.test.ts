import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.ts';
import { countSmsSegments } from './segments.ts';
import { signInCodeSmsText } from './sign-in-code-sms.ts';

describe('the sign-in code text message', () => {
  it.each(LOCALES)('%s carries the code as typed digits and fits in one SMS', (locale) => {
    const text = signInCodeSmsText(locale, '012345');
    expect(text).toContain('012345');
    expect(countSmsSegments(text).segments, text).toBe(1);
  });

  it('says how long the code works, in the buyer’s digits', () => {
    expect(signInCodeSmsText('en', '123456')).toBe(
      'Your Bicycle Manufacturer code is 123456. It expires in 5 minutes.',
    );
    expect(signInCodeSmsText('bn', '123456')).toContain('৫ মিনিট');
  });
});

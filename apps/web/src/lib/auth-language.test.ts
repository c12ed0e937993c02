import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followAccountLanguage } from './auth.ts';

const clearCookie = () => {
  document.cookie = 'store_lang=; Max-Age=0; Path=/';
};
beforeEach(clearCookie);
afterEach(() => {
  clearCookie();
  window.history.replaceState(null, '', '/');
});

describe('a new browser takes the signed-in account’s language', () => {
  it('keeps the account’s Bangla in the cookie and opens this page’s Bangla address, query kept', () => {
    window.history.replaceState(null, '', '/dashboard/myorders?page=2');
    const go = vi.fn();
    followAccountLanguage('bn', go);
    expect(document.cookie).toContain('store_lang=bn');
    expect(go).toHaveBeenCalledWith('/bn/dashboard/myorders?page=2');
  });

  it('only sets the cookie when the page is already in the account’s language', () => {
    window.history.replaceState(null, '', '/bn/allproducts');
    const go = vi.fn();
    followAccountLanguage('bn', go);
    expect(document.cookie).toContain('store_lang=bn');
    expect(go).not.toHaveBeenCalled();
  });

  it('leaves a choice made on this browser as it is', () => {
    document.cookie = 'store_lang=en; Path=/';
    window.history.replaceState(null, '', '/');
    const go = vi.fn();
    followAccountLanguage('bn', go);
    expect(document.cookie).toContain('store_lang=en');
    expect(go).not.toHaveBeenCalled();
  });

  it('ignores an account without a known language', () => {
    const go = vi.fn();
    followAccountLanguage(undefined, go);
    followAccountLanguage('fr', go);
    expect(document.cookie).not.toContain('store_lang');
    expect(go).not.toHaveBeenCalled();
  });
});

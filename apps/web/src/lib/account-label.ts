// How an account is named on screen: its email, or for a phone account (whose email is a placeholder at
// phone.invalid that must never show) its mobile number as people write it.
import { displayBdMobile, isPhoneAccountEmail } from '@store/shared/schemas/phone';

/** `rider@example.com` as it is; `8801711000000@phone.invalid` (or its phoneNumber) → `01711-000000`. */
export function accountLabel(email: string, phoneNumber?: string | null): string {
  if (!isPhoneAccountEmail(email)) return email;
  if (phoneNumber) return displayBdMobile(phoneNumber);
  // The placeholder starts with the number's digits (a second one for a number adds `.<random>`), so it
  // names the phone where the row carries no phoneNumber (an order's email).
  return displayBdMobile(`+${/^\d+/.exec(email)?.[0] ?? ''}`);
}

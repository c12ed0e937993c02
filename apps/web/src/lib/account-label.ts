// How an account is named on screen: its email, or for a phone account (whose email is a placeholder at
// phone.invalid that must never show) its mobile number as people write it.
import { displayBdMobile, isPhoneAccountEmail } from '@store/shared/schemas/phone';

/** `rider@example.com` as it is; `8801711000000@phone.invalid` (or its phoneNumber) → `01711-000000`. */
export function accountLabel(email: string, phoneNumber?: string | null): string {
  if (!isPhoneAccountEmail(email)) return email;
  // The placeholder is the number's digits, so it names the phone even where the row carries no phoneNumber.
  return displayBdMobile(phoneNumber ?? `+${email.split('@')[0] ?? ''}`);
}

// What other features use of the auth pages' feature.
export { VerifyEmailBanner } from './components/verify-email-banner.tsx';
// The code sent to a phone: the cart's guest checkout and My Profil ask for one too.
export { PhoneCodeForm } from './components/phone-code-form.tsx';
export { changeEmail, updateUserName, verifyPhoneCode } from './api/auth-calls.ts';
export { usePhoneErrorText } from './use-auth-error-text.ts';

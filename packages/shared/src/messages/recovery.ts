// Texts of password recovery and email verification pages (ours).
// NOTE: those pages read i18n/catalogues/*/recovery.ts; this module stays while other code imports it
// (the mail area's verified-email check). Re-exported by ../messages.ts.
export const RECOVERY_TEXT = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot password',
  forgotIntro: 'Enter the email of your account and we will send you a link to choose a new password.',
  forgotButton: 'Send the link',
  /** The one answer, whether or not an account has the address. */
  forgotSent: 'If an account exists for that address, we have sent a link',
  backToLogin: 'Back to Login',
  resetTitle: 'Choose a new password',
  newPasswordLabel: 'New password',
  resetButton: 'Save the new password',
  resetDone: 'Your password is changed. Please log in with it.',
  resetInvalid: 'This link is not valid any more (it works once, for one hour). Ask for a new one.',
  askAgain: 'Ask for a new link',
  verifyBanner: 'Verify your email',
  verifyBannerText: 'We sent you a link to confirm your email address.',
  resend: 'Resend',
  resent: 'We have sent a new link.',
  verifiedRequired: 'Please verify your email before placing an order.',
  failed: 'Something went wrong. Please try again.',
} as const;

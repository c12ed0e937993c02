// English texts of this area (generated from messages/recovery.ts; ours unless marked as the spec's).
// See ../../catalogue.ts for the format.
export default {
  RECOVERY_TEXT: {
    forgotLink: 'Forgot password?',
    forgotTitle: 'Forgot password',
    forgotIntro: 'Enter the email of your account and we will send you a link to choose a new password.',
    forgotButton: 'Send the link',
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
  },
} as const;

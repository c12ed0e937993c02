import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/recovery.ts';

export default {
  RECOVERY_TEXT: {
    forgotLink: 'পাসওয়ার্ড ভুলে গেছেন?',
    forgotTitle: 'পাসওয়ার্ড ভুলে গেছেন',
    forgotIntro: 'আপনার অ্যাকাউন্টের ইমেইল দিন। নতুন পাসওয়ার্ড দেওয়ার জন্য আমরা সেখানে একটি লিংক পাঠিয়ে দেব।',
    forgotButton: 'লিংক পাঠান',
    forgotSent: 'এই ইমেইলে কোনো অ্যাকাউন্ট থাকলে সেখানে আমরা একটি লিংক পাঠিয়েছি',
    backToLogin: 'লগইনে ফিরে যান',
    resetTitle: 'নতুন পাসওয়ার্ড দিন',
    newPasswordLabel: 'নতুন পাসওয়ার্ড',
    resetButton: 'নতুন পাসওয়ার্ড সেভ করুন',
    resetDone: 'আপনার পাসওয়ার্ড বদলে গেছে। এবার নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
    resetInvalid: 'এই লিংকটি আর কাজ করবে না (লিংক একবারই, এক ঘণ্টার মধ্যে কাজ করে)। নতুন একটি লিংক চেয়ে নিন।',
    askAgain: 'নতুন লিংক চান',
    verifyBanner: 'আপনার ইমেইল যাচাই করুন',
    verifyBannerText: 'আপনার ইমেইল ঠিকানা নিশ্চিত করার জন্য আমরা একটি লিংক পাঠিয়েছি।',
    resend: 'আবার পাঠান',
    resent: 'নতুন একটি লিংক পাঠিয়ে দিয়েছি।',
    verifiedRequired: 'অর্ডার করার আগে আপনার ইমেইল যাচাই করে নিন।',
    failed: 'কোথাও একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',
  },
} satisfies CatalogueOf<typeof en>;

// Bangla texts of this area: the same keys as ../en/errors.ts. See ../../catalogue.ts for the format.
import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/errors.ts';

export default {
  CODE_TEXT: {
    BAD_REQUEST: 'এই অনুরোধটি সম্পন্ন করা গেল না।',
    VALIDATION_FAILED: 'কিছু তথ্য ঠিক নেই।',
    BAD_JSON: 'অনুরোধটি পড়া গেল না।',
    PAYMENT_NOT_VERIFIED: 'পেমেন্ট প্রতিষ্ঠানের কাছ থেকে এই পেমেন্ট নিশ্চিত করা যায়নি।',
    UNAUTHENTICATED: 'চালিয়ে যেতে লগইন করুন।',
    CARD_ERROR: 'কার্ডটি গ্রহণ করা হয়নি।',
    FORBIDDEN: 'এই কাজটি করার অনুমতি আপনার নেই।',
    EMAIL_NOT_VERIFIED: 'অর্ডার দেওয়ার আগে আপনার ইমেইল ঠিকানা যাচাই করুন।',
    NOT_FOUND: 'পাওয়া যায়নি।',
    CONFLICT: 'এখনকার অবস্থায় এটি করা যাবে না।',
    OUT_OF_STOCK: 'এই পরিমাণের জন্য যথেষ্ট মজুত নেই।',
    CART_LINE_UNAVAILABLE: 'কার্টের একটি পণ্য এখন যেভাবে আছে সেভাবে অর্ডার করা যাচ্ছে না।',
    TOO_MANY_UNPAID_ORDERS: 'আপনার অনেকগুলো অর্ডারের টাকা এখনো দেওয়া হয়নি। আগে একটির টাকা দিন বা বাতিল করুন।',
    TRANSITION_NOT_ALLOWED: 'এর মধ্যে অর্ডারটি বদলে গেছে। এখনকার অবস্থা দেখতে পেজটি আবার লোড করুন।',
    REFUND_FAILED: 'টাকা ফেরত দেওয়া যায়নি। কিছুই বদলায়নি; আবার চেষ্টা করতে পারেন।',
    IDEMPOTENCY_KEY_REUSED: 'এই অনুরোধটি আগেই অন্য তথ্য দিয়ে পাঠানো হয়েছে।',
    PAYLOAD_TOO_LARGE: 'পাঠানোর জন্য এটি খুব বড়।',
    TOO_MANY_REQUESTS: 'অনেক বেশি অনুরোধ এসেছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
    INTERNAL: 'আমাদের দিকে কোনো সমস্যা হয়েছে। আবার চেষ্টা করুন।',
    PAYMENT_PROVIDER_UNAVAILABLE: 'পেমেন্ট প্রতিষ্ঠানের সাথে এখন যোগাযোগ করা যাচ্ছে না। আবার চেষ্টা করুন।',
    SERVICE_UNAVAILABLE: 'এই মুহূর্তে স্টোরে খুব ভিড়। কয়েক সেকেন্ড পরে আবার চেষ্টা করুন।',
    NETWORK: 'স্টোরের সাথে যোগাযোগ করা গেল না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    HTTP_ERROR: 'কোনো সমস্যা হয়েছে। আবার চেষ্টা করুন।',
  },
} satisfies CatalogueOf<typeof en>;

export default {
  PHONE_CODE_SMS: {
    code: 'Bicycle Manufacturer-এর কোড {code}। {minutes, number} মিনিট পর্যন্ত কাজ করবে।',
  },
  PHONE_SIGN_IN_ERROR: {
    invalidNumber: 'বাংলাদেশের একটি মোবাইল নম্বর লিখুন, যেমন ০১৭১১-০০০০০০।',
    tooManyCodes: 'অনেকবার কোড চাওয়া হয়েছে। একটু পরে আবার চেষ্টা করুন।',
    tooManyTries: 'অনেকবার কোড চেষ্টা করা হয়েছে। একটু পরে আবার চেষ্টা করুন।',
  },
} as const;

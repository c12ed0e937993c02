// NOTE: the English holds the spec's misspellings ("Profil", "cencle"); the Bangla is written correctly.
export default {
  ERROR_TEXT: {
    makeAdminFailed: 'অ্যাডমিন বানানো যায়নি',
    oops: 'ওহো...',
    somethingWentWrong: 'কিছু একটা সমস্যা হয়েছে!',
  },
  SUCCESS_TEXT: {
    profileSaved: 'প্রোফাইলের তথ্য সেভ হয়েছে',
    madeAdmin: 'অ্যাডমিন বানানো হয়েছে',
    orderBooked: 'আপনার অর্ডার বুক হয়েছে',
    workSaved: 'আপনার কাজ সেভ হয়েছে',
    productDeleted: 'পণ্যটি মুছে ফেলা হয়েছে',
    paymentCompleted: 'অভিনন্দন! আপনার পেমেন্ট সম্পন্ন হয়েছে।',
    orderCancelled: 'অর্ডারটি বাতিল হয়েছে',
    reviewThanks: 'রিভিউ দেওয়ার জন্য ধন্যবাদ',
  },
  VALIDATION: {
    emailRequired: 'ইমেইল দিতে হবে',
    emailInvalid: 'সঠিক ইমেইল দিন',
    passwordRequired: 'পাসওয়ার্ড দিতে হবে',
    passwordTooShort: 'কমপক্ষে ৬ অক্ষরের হতে হবে',
    nameRequired: 'নাম দিতে হবে',
    priceRequired: 'দাম দিতে হবে',
    maxQuantityRequired: 'সর্বোচ্চ পরিমাণ দিতে হবে',
    minQuantityRequired: 'সর্বনিম্ন পরিমাণ দিতে হবে',
    descriptionRequired: 'বিবরণ দিতে হবে',
    photoRequired: 'ছবি দিতে হবে',
  },
  NUMBER_RULE: {
    wholeNumber: 'পূর্ণ সংখ্যা হতে হবে',
    atLeast: 'কমপক্ষে {min, number} হতে হবে',
    atMost: 'সর্বোচ্চ {max, number} হতে পারে',
  },
  MESSAGES: {
    quantityAboveStock: 'আমাদের কাছে {n, number} পিস নেই, আছে মাত্র {max, number} পিস',
    quantityBelowMinimum: 'কমপক্ষে {min, number} পিস অর্ডার করতে হবে',
  },
};

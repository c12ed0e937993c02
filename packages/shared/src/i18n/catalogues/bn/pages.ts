export default {
  BLOG_TEXT: {
    heading: 'ব্লগ',
    intro: 'আমাদের মেকানিকদের ওয়ার্কশপের নোট: পার্টস কীভাবে বেশি দিন টেকানো যায়, আর কীভাবে ঠিক পার্টসটা বেছে নেবেন।',
    readingTime: 'পড়তে {minutes, number} মিনিট',
    contents: 'এই পেজের লেখাগুলো',
  },
  CONTACT_TEXT: {
    contactHandedOff:
      'আপনার ইমেইল অ্যাপে {email} ঠিকানায় মেসেজটি খুলে যাওয়ার কথা: সেখানে পাঠানোর বোতাম চাপুন। অ্যাপ না খুললে {email} ঠিকানায় লিখুন অথবা {phone} নম্বরে ফোন করুন।',
    intro: 'কোটেশন, নমুনা বা অর্ডার নিয়ে সাহায্য — যা দরকার জানান। এক কর্মদিবসের মধ্যে উত্তর দিই।',
    officesHeading: 'আমাদের অফিস',
    formHeading: 'আমাদের লিখুন',
    labelName: 'নাম',
    labelEmail: 'ইমেইল',
    labelPhone: 'ফোন',
    labelSubject: 'বিষয়',
    labelMessage: 'মেসেজ',
    requiredNote: 'সব ঘর পূরণ করতে হবে।',
    fieldRequired: 'এই ঘরটি পূরণ করুন।',
    emailInvalid: 'সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।',
  },
  NOT_FOUND_TEXT: {
    text: 'আপনি যে পেজটি খুঁজছেন সেটি নেই, অথবা অন্য কোথাও সরানো হয়েছে।',
    imageAlt: '৪০৪ সংখ্যাটি আঁকা, শূন্যের জায়গায় একটি সাইকেলের চাকা আর নিচে একটি ছেঁড়া চেইন',
  },
  POLICY_TEXT: {
    heading: 'নীতিমালা',
    intro: 'আপনার তথ্য, অর্ডার, ফেরত আর ডেলিভারি আমরা কীভাবে সামলাই।',
    updated: 'শেষ আপডেট: {date}',
  },
  PORTFOLIO_TEXT: {
    heading: 'আমার পোর্টফোলিও',
    name: 'আরিফ হোসেন',
    role: 'ফুল-স্ট্যাক ওয়েব ডেভেলপার, ঢাকা',
    photoAlt: 'আরিফ হোসেনের ছবি',
    aboutHeading: 'আমার সম্পর্কে',
    skillsHeading: 'দক্ষতা',
    projectsHeading: 'প্রজেক্ট',
    projectImageAlt: '{title}-এর স্ক্রিনশট',
    builtWith: 'যা দিয়ে তৈরি',
  },
};

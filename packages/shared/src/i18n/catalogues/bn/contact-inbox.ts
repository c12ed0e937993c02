export default {
  CONTACT_FORM: {
    honeypot: 'এই ঘরটি খালি রাখুন',
    sent: 'ধন্যবাদ, আপনার বার্তা পাঠানো হয়েছে। আমরা এক কর্মদিবসের মধ্যে উত্তর দিই; একটি কপি {email} ঠিকানায় যাচ্ছে।',
    failed: 'আপনার বার্তা পাঠানো যায়নি। আবার চেষ্টা করুন, অথবা {phone} নম্বরে ফোন করুন।',
  },
  CONTACT_ERROR: {
    name: 'আপনার নাম লিখুন (সর্বোচ্চ {max, number} অক্ষর)।',
    email: 'সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।',
    phone: 'একটি ফোন নম্বর লিখুন (সর্বোচ্চ {max, number} অক্ষর)।',
    subject: 'একটি বিষয় লিখুন (সর্বোচ্চ {max, number} অক্ষর)।',
    message: 'আপনার বার্তা লিখুন (সর্বোচ্চ {max, number} অক্ষর)।',
    tooManyLinks: 'একটি বার্তায় সর্বোচ্চ {max, number}টি লিংক থাকতে পারে। কিছু লিংক সরিয়ে দিন।',
    tooFast: 'এত দ্রুত পাঠানো হয়েছে যে কোনো মানুষের লেখা মনে হচ্ছে না। কয়েক সেকেন্ড অপেক্ষা করে আবার পাঠান।',
    refused: 'এই বার্তাটি গ্রহণ করা যায়নি।',
  },
  CONTACT_SMS: {
    reply: 'Bicycle Manufacturer আপনার "{subject}" বার্তার উত্তর দিয়েছে: {reply}',
  },
  CONTACT_MAIL: {
    shopSubject: 'যোগাযোগ ফর্ম: {subject}',
    shopIntro: 'যোগাযোগ ফর্মে একটি বার্তা এসেছে।',
    copySubject: 'আপনার বার্তা পেয়েছি: {subject}',
    copyIntro: 'আমাদের লেখার জন্য ধন্যবাদ। এটি আপনার বার্তার কপি; আমরা এক কর্মদিবসের মধ্যে উত্তর দিই।',
    replySubject: 'উত্তর: {subject}',
    replyIntro: 'স্টোর আপনার বার্তার উত্তর দিয়েছে:',
    yourMessage: 'আপনার বার্তা:',
    from: 'প্রেরক: {name}, {email}, ফোন {phone}',
  },
} as const;

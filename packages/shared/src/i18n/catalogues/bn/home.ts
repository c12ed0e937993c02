import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/home.ts';

export default {
  HOME_TEXT: {
    heroTagline:
      'চেইনরিং, ক্যাসেট, ব্রেক আর চাকা — আমাদের ঢাকার কারখানায় তৈরি, সারা বাংলাদেশের সাইকেলের দোকানে পাইকারি পাঠানো হয়।',
    heroImageAlt: 'আমাদের চেইনরিং, চাকা আর ব্রেক দিয়ে বানানো একটি সাইকেলের ছবি',
    toolsHeading: 'আমাদের পণ্য',
    toolsIntro:
      'যেসব পার্টস আমরা নিজেরা বানাই আর স্টকে রাখি। সর্বনিম্ন অর্ডার থেকে শুরু করে স্টকে যত আছে, ততটা পর্যন্ত যেকোনো পরিমাণে অর্ডার করুন।',
    noProducts: 'এখনো কোনো পণ্য নেই।',
    trustHeading: 'সারা বাংলাদেশের দোকানদাররা আমাদের ওপর ভরসা রাখেন',
    trustIntro: 'চৌদ্দ বছর ধরে এমন পার্টস বানাচ্ছি, যা খানাখন্দ, চড়াই-উতরাই আর বর্ষা — সবই সামলে নেয়।',
    trustFigures0Value: '১,২০০+',
    trustFigures0Label: 'দোকান ও ওয়ার্কশপে আমাদের পার্টস যায়',
    trustFigures1Value: '৬৪',
    trustFigures1Label: 'জেলায় ডেলিভারি দিই',
    trustFigures2Value: '৮.৫ লাখ',
    trustFigures2Label: 'পার্টস বানিয়েছি গত বছর',
    trustFigures3Value: '৯৮%',
    trustFigures3Label: 'অর্ডার ৩ দিনের মধ্যে রওনা হয়',
    contactHeading: 'দোকান বা ফ্লিটের জন্য পার্টস লাগবে?',
    contactText: 'কী লাগবে আর কতগুলো, আমাদের জানান। এক কর্মদিবসের মধ্যে দাম আর ডেলিভারির তারিখ জানিয়ে দেব।',
    reviewsHeading: 'ক্রেতাদের রিভিউ',
    noReviews: 'এখনো কোনো রিভিউ নেই।',
    readWholeReview: 'পুরো রিভিউ পড়ুন',
    teamHeading: 'আমাদের টিম',
    teamIntro: 'যাঁরা আপনার পার্টস ডিজাইন করেন, বানান আর পাঠান।',
    team0Name: 'মাহমুদ হাসান',
    team0Role: 'প্রতিষ্ঠাতা ও প্রধান ইঞ্জিনিয়ার',
    team1Name: 'আয়েশা সিদ্দিকা',
    team1Role: 'উৎপাদন বিভাগের প্রধান',
    team2Name: 'কামরুল ইসলাম',
    team2Role: 'মান যাচাই ও টেস্টিং',
    team3Name: 'নাদিয়া চৌধুরী',
    team3Role: 'কাস্টমার সাপোর্ট ও বিক্রি',
    teamPhotoAlt: '{name}-এর ছবি',
  },
} satisfies CatalogueOf<typeof en>;

// Bangla texts every page shows: the same keys as ../en/common.ts. The brand name stays as the
// company writes it; the spec's quoted texts are translated here like any other text.
import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/common.ts';

export default {
  SPEC_TEXT: {
    brand: 'Bicycle Manufacturer',
    heroInDetails: 'বিস্তারিত দেখুন',
    contactUs: 'যোগাযোগ করুন',
    requestForQuote: 'দাম জানতে চান',
    seeMore: 'আরও দেখুন',
    minimumOrder: 'সর্বনিম্ন অর্ডার',
    available: 'মজুত আছে',
    details: 'বিস্তারিত',
    backToHome: 'হোম পেজে ফিরে যান',
    sentMessage: 'বার্তা পাঠান',
    openingHours: 'শনি–বৃহস্পতি সকাল ১০টা থেকে সন্ধ্যা ৭টা',
    navHome: 'হোম',
    navBlogs: 'ব্লগ',
    navPortfolio: 'আমার পোর্টফোলিও',
    navDashboard: 'ড্যাশবোর্ড',
    navContact: 'যোগাযোগ',
    navLogin: 'লগইন',
    navSignOut: 'লগআউট',
    rating: 'রেটিং: {n, number} স্টার',
  },
  UI_TEXT: {
    loadFailed: 'লোড করা গেল না। আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
    noResults: 'আপনার খোঁজার সাথে মেলে এমন কোনো পণ্য নেই।',
    search: 'পণ্য খুঁজুন',
    sort: 'সাজান',
    pageNotFound: 'পেজটি পাওয়া যায়নি',
    pageTooSlow: 'পেজটি লোড হতে অনেক বেশি সময় লাগছে।',
    cardRating: '৫-এর মধ্যে {average} রেটিং, {count, number}টি রিভিউ থেকে',
  },
  COMPANY: {
    address: '৪২ তেজগাঁও শিল্প এলাকা, ঢাকা ১২০৮, বাংলাদেশ',
    helpline: '+৮৮০ ১৭১১-০০০১১১',
  },
  PUBLIC_TEXT: {
    notifications: 'বিজ্ঞপ্তি (Alt+T)',
    mainNav: 'প্রধান মেনু',
    skipToContent: 'মূল অংশে যান',
    siteDescription: 'Bicycle Manufacturer: বাংলাদেশে তৈরি সাইকেলের পার্টস, দোকান ও ওয়ার্কশপে পাইকারি বিক্রি হয়।',
    loading: 'লোড হচ্ছে',
    price: 'দাম',
    openMenu: 'মেনু খুলুন',
    closeMenu: 'মেনু বন্ধ করুন',
    footerTagline:
      'বাংলাদেশে ডিজাইন করা ও তৈরি সাইকেলের পার্টস, ২০১২ সাল থেকে দোকান, ওয়ার্কশপ আর ফ্লিটে পাইকারি বিক্রি করছি।',
    address: 'ঠিকানা',
    helpline: 'হেল্পলাইন',
    openingHours: 'খোলার সময়',
    policies: 'নীতিমালা',
    policyPrivacy: 'গোপনীয়তা নীতি',
    policyTerms: 'বিক্রয়ের শর্তাবলি',
    policyReturns: 'ফেরত ও ওয়ারেন্টি',
    policyShipping: 'শিপিং ও ডেলিভারি',
    copyright: '© {year} Bicycle Manufacturer। সর্বস্বত্ব সংরক্ষিত।',
  },
  LANGUAGE_TEXT: {
    label: 'ভাষা',
  },
} satisfies CatalogueOf<typeof en>;

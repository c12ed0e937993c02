import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/seo.ts';

export default {
  LINK_CONTEXT: {
    // NOTE: read after the visible word ("বিস্তারিত", "আরও দেখুন"), so written as an aside.
    detailsOf: '({name})',
    seeMoreProducts: '(সব পণ্য)',
  },
  PAGE_DESCRIPTIONS: {
    home: 'Bicycle Manufacturer বাংলাদেশে চেইনরিং, ক্র্যাঙ্ক, হাব, ব্রেকসহ নানা সাইকেল পার্টস বানায় এবং দোকান, ওয়ার্কশপ ও ফ্লিটে পাইকারি বিক্রি করে।',
    allProducts: 'আমাদের তৈরি সব সাইকেল পার্টস, টাকায় দাম, সর্বনিম্ন অর্ডার আর স্টকসহ: পুরো ক্যাটালগ খুঁজুন ও সাজিয়ে দেখুন।',
    allProductsSearch: '“{q}”-এর সাথে মেলে এমন সাইকেল পার্টস: টাকায় দাম, সর্বনিম্ন অর্ডার ও স্টক।',
    blogs: 'আমাদের মেকানিকদের ওয়ার্কশপের লেখা: চেইনের যত্ন, ব্রেক, চাকা, গিয়ার আর ফ্লিটের সাইকেল সচল রাখা।',
    portfolio: 'Bicycle Manufacturer স্টোরের ডেভেলপার: তাঁর দক্ষতা আর তিনটি প্রজেক্ট।',
    contact: 'বাংলাদেশে আমাদের অফিস, হেল্পলাইন ও খোলার সময়, আর কোটেশন চাওয়ার ফর্ম।',
    policies: 'Bicycle Manufacturer-এর গোপনীয়তা নীতি, বিক্রয়ের শর্তাবলি, ফেরত ও ওয়ারেন্টি এবং শিপিং ও ডেলিভারি।',
  },
} satisfies CatalogueOf<typeof en>;

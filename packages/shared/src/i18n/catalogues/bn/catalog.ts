import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/catalog.ts';

export default {
  CATALOG_TEXT: {
    allProductsHeading: 'সব পণ্য',
    productTitle: 'পণ্যের বিস্তারিত',
    allProductsIntro:
      'আমাদের তৈরি সব যন্ত্রাংশ এখানে। খুঁজুন, পছন্দমতো সাজান; আপনার বাছাই লিংকেই থেকে যায়, তাই লিংকটি কাউকে পাঠাতেও পারবেন।',
    searchButton: 'খুঁজুন',
    clearSearch: 'খোঁজা মুছুন',
    sortLabelsNewest: 'নতুনগুলো আগে',
    'sortLabelsPrice-asc': 'দাম: কম থেকে বেশি',
    'sortLabelsPrice-desc': 'দাম: বেশি থেকে কম',
    sortLabelsName: 'নাম: A থেকে Z',
    sortLabelsRelevance: 'সবচেয়ে বেশি মিল আগে',
    resultCount: '{total, plural, one {{total, number}টি পণ্য} other {{total, number}টি পণ্য}}',
    resultCountFor: '“{q}” খুঁজে {total, plural, one {{total, number}টি পণ্য} other {{total, number}টি পণ্য}} পাওয়া গেছে',
    pagination: 'পেজ',
    previousPage: 'আগের পেজ',
    nextPage: 'পরের পেজ',
    pageOf: 'পেজ {page, number}, মোট {pages, number}টি',
    pageBeyondEnd: 'তালিকা এই পেজের আগেই শেষ হয়ে গেছে।',
    firstPage: 'প্রথম পেজে যান',
    productNotFoundHeading: 'পণ্যটি পাওয়া যায়নি',
    productNotFound: 'এই পণ্যটি নেই, অথবা তালিকা থেকে সরিয়ে ফেলা হয়েছে।',
    backToProducts: 'সব পণ্যে ফিরে যান',
    description: 'বিবরণ',
  },
} satisfies CatalogueOf<typeof en>;

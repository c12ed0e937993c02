// NOTE: the spec's misspellings ("Profil", "Quentity", "Cencle", "cancle", "parmanently") are kept in
// English only; here they are written in correct Bangla.
import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/spec-app.ts';

export default {
  SPEC_APP_TEXT: {
    login: 'লগইন',
    continueWithGoogle: 'Google দিয়ে লগইন করুন',
    menuProfile: 'আমার প্রোফাইল',
    menuMyOrders: 'আমার অর্ডার',
    menuAddReview: 'রিভিউ দিন',
    menuMakeAdmin: 'অ্যাডমিন বানান',
    menuManageAllOrders: 'সব অর্ডার ম্যানেজ করুন',
    menuAddProduct: 'পণ্য যোগ করুন',
    menuManageProducts: 'পণ্য ম্যানেজ করুন',
    sendNow: 'এখনই পাঠান',
    editProfile: 'প্রোফাইল এডিট করুন',
    purchase: 'কিনুন',
    orderNow: 'এখনই অর্ডার করুন',
    orderIdLabel: 'মনে রাখার মতো যেকোনো নম্বর',
    colName: 'নাম',
    colOrderQuantity: 'অর্ডারের পরিমাণ',
    colPayment: 'পেমেন্ট',
    colCancelOrder: 'অর্ডার বাতিল',
    pay: 'পেমেন্ট করুন',
    paid: 'পেমেন্ট হয়েছে',
    transactionId: 'ট্রানজেকশন আইডি',
    cancelConfirmTitle: 'আপনি কি সত্যিই অর্ডারটি বাতিল করতে চান?',
    cancelConfirmText: 'অর্ডার বাতিল করলে তা একেবারে বাতিল হয়ে যাবে, আর ফেরানো যাবে না।',
    cancelNow: 'এখনই বাতিল করুন',
    sentReview: 'রিভিউ পাঠান',
    makeAdmin: 'অ্যাডমিন বানান',
    removeAdmin: 'অ্যাডমিন থেকে সরান',
    publishProduct: 'পণ্য প্রকাশ করুন',
    totalProducts: 'মোট পণ্য',
    delete: 'মুছে ফেলুন',
    cancel: 'বাতিল',
    payButton: 'পেমেন্ট করুন',
  },
} satisfies CatalogueOf<typeof en>;

// হিসাবের খাতায় প্রোমোশন: ইনভয়েসের ছাড়, ইমেইল ও এসএমএসের ছাড়ের লাইন, ইনসাইটসে প্রোমোশন, অর্ডার ডেস্কে প্রোমোশন ফিল্টার।
export default {
  BOOKS_DISCOUNT_TEXT: {
    discount: 'ছাড়',
    lineDiscount: 'ছাড় {amount}',
    discounts: 'ছাড়সমূহ',
    withCode: '{name} (কোড {code})',
    vatAfterDiscount: 'ভ্যাট ছাড়ের পরে যা পরিশোধ করা হয়েছে তার ওপর।',
    smsOff: '({amount} ছাড়)',
  },
  INSIGHTS_PROMOTIONS_TEXT: {
    heading: 'প্রোমোশন',
    caption: 'এই সময়ে প্রতিটি প্রোমোশন দিয়ে দেওয়া অর্ডার (বাতিল বা মেয়াদোত্তীর্ণ ছাড়া), আগের সময়ের পাশে।',
    colPromotion: 'প্রোমোশন',
    colUses: 'ব্যবহার',
    colDiscount: 'দেওয়া ছাড় (৳)',
    colSales: 'বিক্রি (৳)',
    before: 'আগে: {value}',
    none: 'এই সময়ে দেওয়া কোনো অর্ডারে প্রোমোশন ব্যবহার হয়নি।',
  },
  ORDER_DESK_PROMOTION_TEXT: {
    filterLabel: 'প্রোমোশন',
    any: 'যেকোনো প্রোমোশন',
  },
};

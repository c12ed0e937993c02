export default {
  ADDRESS_BOOK_TEXT: {
    tooMany: 'ঠিকানার তালিকায় সর্বোচ্চ {max, number}টি ঠিকানা রাখা যায়; নতুন যোগ করতে একটি মুছে ফেলুন',
  },
};

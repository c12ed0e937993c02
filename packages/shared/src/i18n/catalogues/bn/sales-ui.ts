// ক্যাটালগে সেল: সেলের আগের দাম কাটা দাগে, আর সেল কবে শেষ।
export default {
  SALE_TEXT: {
    was: 'আগে ছিল {price}',
    endsOn: 'সেল শেষ হবে {date}',
  },
};

export default {
  TEST_MODE_TEXT: {
    bannerLabel: 'টেস্ট মোড',
    banner: 'টেস্ট মোড: কোনো আসল পেমেন্ট নেওয়া হচ্ছে না',
    cardsHeading: 'টেস্ট কার্ড',
    cardsIntro:
      'এই স্টোর এখন টেস্ট মোডে আছে: কোনো আসল কার্ড থেকে টাকা কাটা হবে না। ভবিষ্যতের যেকোনো মেয়াদ আর যেকোনো CVC দিন।',
    cards0Outcome: 'পেমেন্ট সফল হয়',
    cards1Outcome: 'কার্ড গ্রহণ করা হয় না',
    cards2Outcome: 'কার্ডে যথেষ্ট টাকা নেই',
    cards3Outcome: 'কার্ডের মেয়াদ শেষ',
    cards4Outcome: 'ভুল CVC',
    cardNumber: 'কার্ড নম্বর',
    outcome: 'ফলাফল',
  },
};

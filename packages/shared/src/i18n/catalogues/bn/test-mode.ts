// The test card numbers stay in Latin digits: they are typed as they are written.
export default {
  TEST_MODE_TEXT: {
    bannerLabel: 'টেস্ট মোড',
    banner: 'টেস্ট মোড: কোনো আসল পেমেন্ট নেওয়া হচ্ছে না',
    cardsHeading: 'টেস্ট কার্ড',
    cardsIntro:
      'এই স্টোর এখন টেস্ট মোডে আছে: কোনো আসল কার্ড থেকে টাকা কাটা হবে না। ভবিষ্যতের যেকোনো মেয়াদ আর যেকোনো CVC দিন।',
    cards0Number: '4242 4242 4242 4242',
    cards0Outcome: 'পেমেন্ট সফল হয়',
    cards1Number: '4000 0000 0000 0002',
    cards1Outcome: 'কার্ড গ্রহণ করা হয় না',
    cards2Number: '4000 0000 0000 9995',
    cards2Outcome: 'কার্ডে যথেষ্ট টাকা নেই',
    cards3Number: '4000 0000 0000 0069',
    cards3Outcome: 'কার্ডের মেয়াদ শেষ',
    cards4Number: '4000 0000 0000 0127',
    cards4Outcome: 'ভুল CVC',
    cardNumber: 'কার্ড নম্বর',
    outcome: 'ফলাফল',
  },
};

export default {
  PHONE_TEXT: {
    required: 'ফোন নম্বর দিতে হবে',
    invalid: 'বাংলাদেশের একটি মোবাইল নম্বর দিন, যেমন 01711-000000 বা +880 1711 000000',
  },
  ADDRESS_TEXT: {
    recipientRequired: 'প্রাপকের নাম দিতে হবে',
    districtRequired: 'একটি জেলা বেছে নিন',
    areaRequired: 'একটি এলাকা (উপজেলা বা থানা) বেছে নিন',
    districtUnknown: 'তালিকা থেকে একটি জেলা বেছে নিন',
    areaUnknown: 'তালিকা থেকে ওই জেলার একটি এলাকা বেছে নিন',
    streetRequired: 'বাড়ি, রাস্তা আর গ্রাম বা মহল্লা দিতে হবে',
    postcodeInvalid: 'পোস্টকোড ৪ অঙ্কের',
    tooLong: 'সর্বোচ্চ {max, number} অক্ষর',
  },
  CHECKOUT_TEXT: {
    unknownAddress: 'আপনার সংরক্ষিত ঠিকানাগুলোর একটি বেছে নিন',
    notServed: '{place}-এ এখনও ডেলিভারি দেওয়া হয় না: অন্য ঠিকানা বেছে নিন বা আমাদের সঙ্গে যোগাযোগ করুন',
  },
  ORDER_DELIVERY_TEXT: {
    shippingPricedOn: '{shipping} ({basis})',
    zoneAndWeight: '{zone}, {kg, number} কেজি',
    nearLandmark: '{landmark}-এর কাছে',
    deliverTo: 'ডেলিভারির ঠিকানা',
  },
};

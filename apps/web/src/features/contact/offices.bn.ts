// Office addresses on /contact in Bangla: the same offices as offices.ts, numbers written in
// Bengali digits (the links dial the same numbers). Loaded only by Bangla pages.
import { COMPANY_CONTACT } from '@store/shared/constants';
import type { Office } from './offices.ts';

export const OFFICES: readonly Office[] = [
  {
    name: 'প্রধান কার্যালয় ও কারখানা, ঢাকা',
    address: '৪২ তেজগাঁও শিল্প এলাকা, ঢাকা ১২০৮, বাংলাদেশ',
    phone: '+৮৮০ ১৭১১-০০০১১১',
    phoneHref: COMPANY_CONTACT.helplineHref,
  },
  {
    name: 'বিক্রয়কেন্দ্র ও গুদাম, চট্টগ্রাম',
    address: '১৮ সিডিএ অ্যাভিনিউ, মুরাদপুর, চট্টগ্রাম ৪৩৩১, বাংলাদেশ',
    phone: '+৮৮০ ১৮১১-০০০২২২',
    phoneHref: 'tel:+8801811000222',
  },
  {
    name: 'সার্ভিস সেন্টার, সিলেট',
    address: '৭ জিন্দাবাজার রোড, সিলেট ৩১০০, বাংলাদেশ',
    phone: '+৮৮০ ১৯১১-০০০৩৩৩',
    phoneHref: 'tel:+8801911000333',
  },
];

// Office addresses on /contact, in English (offices.bn.ts: in Bangla). The head office is common's COMPANY
// address (a test keeps them the same).
import { COMPANY_CONTACT } from '@store/shared/constants';

export const OFFICES = [
  {
    name: 'Head office and factory, Dhaka',
    address: '42 Tejgaon Industrial Area, Dhaka 1208, Bangladesh',
    phone: '+880 1711-000111',
    phoneHref: COMPANY_CONTACT.helplineHref,
  },
  {
    name: 'Sales and warehouse, Chattogram',
    address: '18 CDA Avenue, Muradpur, Chattogram 4331, Bangladesh',
    phone: '+880 1811-000222',
    phoneHref: 'tel:+8801811000222',
  },
  {
    name: 'Service centre, Sylhet',
    address: '7 Zindabazar Road, Sylhet 3100, Bangladesh',
    phone: '+880 1911-000333',
    phoneHref: 'tel:+8801911000333',
  },
];

export type Office = (typeof OFFICES)[number];

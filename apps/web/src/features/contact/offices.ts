// Office addresses on /contact. Content, not interface text (docs/decisions/010-public-pages-content.md).
import { COMPANY } from '@store/shared/messages';

export interface Office {
  name: string;
  address: string;
  phone: string;
  phoneHref: string;
}

export const OFFICES: Office[] = [
  {
    name: 'Head office and factory, Dhaka',
    address: COMPANY.address,
    phone: COMPANY.helpline,
    phoneHref: COMPANY.helplineHref,
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

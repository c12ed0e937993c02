// Bangla texts of this area: the same keys as ../en/home.ts. See ../../catalogue.ts for the format.
// NOTE: not yet translated (a copy of the English).
import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/home.ts';

export default {
  HOME_TEXT: {
    heroTagline:
      'Chainrings, cassettes, brakes and wheels, made in our Dhaka workshop and shipped in bulk to bicycle shops across Bangladesh.',
    heroImageAlt: 'Drawing of a bicycle built with our chainring, wheels and brakes',
    toolsHeading: 'Tools',
    toolsIntro: 'Parts we make and keep in stock. Order any amount from the minimum up to what is available.',
    noProducts: 'No products yet.',
    trustHeading: 'Shops across Bangladesh trust us',
    trustIntro: 'Fourteen years of parts that survive potholes, hills and the monsoon.',
    trustFigures0Value: '1,200+',
    trustFigures0Label: 'Shops and workshops supplied',
    trustFigures1Value: '64',
    trustFigures1Label: 'Districts we deliver to',
    trustFigures2Value: '850K',
    trustFigures2Label: 'Parts made last year',
    trustFigures3Value: '98%',
    trustFigures3Label: 'Orders shipped within 3 days',
    contactHeading: 'Need parts for your shop or fleet?',
    contactText:
      'Tell us what you need and how many. We answer with a price and a delivery date within one working day.',
    reviewsHeading: 'Customer Reviews',
    noReviews: 'No reviews yet.',
    readWholeReview: 'Read the whole review',
    teamHeading: 'Meet Our Team',
    teamIntro: 'The people who design, make and ship your parts.',
    team0Name: 'Mahmud Hasan',
    team0Role: 'Founder and chief engineer',
    team0Img: '/images/team/mahmud.svg',
    team1Name: 'Ayesha Siddiqua',
    team1Role: 'Head of production',
    team1Img: '/images/team/ayesha.svg',
    team2Name: 'Kamrul Islam',
    team2Role: 'Quality and testing',
    team2Img: '/images/team/kamrul.svg',
    team3Name: 'Nadia Chowdhury',
    team3Role: 'Customer support and sales',
    team3Img: '/images/team/nadia.svg',
    teamPhotoAlt: 'Portrait of {name}',
  },
} satisfies CatalogueOf<typeof en>;

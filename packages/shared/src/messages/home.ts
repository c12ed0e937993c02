// Texts of the home page (ours).

/** Home page (ours). */
export const HOME_TEXT = {
  heroTagline:
    'Chainrings, cassettes, brakes and wheels, made in our Dhaka workshop and shipped in bulk to bicycle shops across Bangladesh.',
  heroImageAlt: 'Drawing of a bicycle built with our chainring, wheels and brakes',
  toolsHeading: 'Tools',
  toolsIntro: 'Parts we make and keep in stock. Order any amount from the minimum up to what is available.',
  noProducts: 'No products yet.',
  trustHeading: 'Shops across Bangladesh trust us',
  trustIntro: 'Fourteen years of parts that survive potholes, hills and the monsoon.',
  trustFigures: [
    { value: '1,200+', label: 'Shops and workshops supplied' },
    { value: '64', label: 'Districts we deliver to' },
    { value: '850K', label: 'Parts made last year' },
    { value: '98%', label: 'Orders shipped within 3 days' },
  ],
  contactHeading: 'Need parts for your shop or fleet?',
  contactText: 'Tell us what you need and how many. We answer with a price and a delivery date within one working day.',
  reviewsHeading: 'Customer Reviews',
  noReviews: 'No reviews yet.',
  readWholeReview: 'Read the whole review',
  teamHeading: 'Meet Our Team',
  teamIntro: 'The people who design, make and ship your parts.',
  team: [
    { name: 'Mahmud Hasan', role: 'Founder and chief engineer', img: '/images/team/mahmud.svg' },
    { name: 'Ayesha Siddiqua', role: 'Head of production', img: '/images/team/ayesha.svg' },
    { name: 'Kamrul Islam', role: 'Quality and testing', img: '/images/team/kamrul.svg' },
    { name: 'Nadia Chowdhury', role: 'Customer support and sales', img: '/images/team/nadia.svg' },
  ],
  teamPhotoAlt: (name: string) => `Portrait of ${name}`,
} as const;

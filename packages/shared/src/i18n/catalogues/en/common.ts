// Texts every page shows (each language's loads with every page: keep it to those).
// NOTE: the spec's spellings are part of the contract ("SingOut", "Ratting"): do not correct them.
export default {
  /** Texts quoted by the specification (spec §2) that the public pages show. */
  SPEC_TEXT: {
    brand: 'Bicycle Manufacturer',
    heroInDetails: 'In Details',
    contactUs: 'Contact Us',
    requestForQuote: 'Request For Quote',
    seeMore: 'See more',
    minimumOrder: 'Minimum Order',
    available: 'Available',
    details: 'Details',
    backToHome: 'Back To Home Page',
    sentMessage: 'Sent Message',
    openingHours: 'Sat-Thu 10:00 AM to 7:00 PM',
    navHome: 'Home',
    navBlogs: 'Blogs',
    navPortfolio: 'My Portfolio',
    navDashboard: 'Dashboard',
    navContact: 'Contact Us',
    navLogin: 'Login',
    navSignOut: 'SingOut',
    /** The review card's rating line (spec §3). */
    rating: 'Ratting: {n} Star',
  },
  /** Ours. */
  UI_TEXT: {
    loadFailed: 'We could not load this. Please try again.',
    retry: 'Try again',
    noResults: 'No products match your search.',
    search: 'Search products',
    sort: 'Sort by',
    pageNotFound: 'Page not found',
    /** The error page's detail when a page's code did not arrive in time (spec §9: 120 s). */
    pageTooSlow: 'Loading this page took too long.',
    /** A product card's rating for screen readers. */
    cardRating: 'Rated {average} out of 5 from {count, plural, one {# review} other {# reviews}}',
  },
  /** The company's contact details: footer and contact page. */
  COMPANY: {
    address: '42 Tejgaon Industrial Area, Dhaka 1208, Bangladesh',
    helpline: '+880 1711-000111',
  },
  /** Navbar, footer and what the public pages share. */
  PUBLIC_TEXT: {
    mainNav: 'Main',
    /** The region toasts appear in (Alt+T moves to it). */
    notifications: 'Notifications Alt+T',
    /** The keyboard user's first link on every page. */
    skipToContent: 'Skip to content',
    /** The meta description of a page that names none of its own. */
    siteDescription: 'Bicycle Manufacturer: bicycle parts made in Bangladesh, sold in bulk to shops and workshops.',
    loading: 'Loading',
    price: 'Price',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    footerTagline:
      'Bicycle parts designed and made in Bangladesh, sold in bulk to shops, workshops and fleets since 2012.',
    address: 'Address',
    helpline: 'Helpline',
    openingHours: 'Opening hours',
    policies: 'Policies',
    policyPrivacy: 'Privacy Policy',
    policyTerms: 'Terms of Sale',
    policyReturns: 'Returns and Warranty',
    policyShipping: 'Shipping and Delivery',
    copyright: '© {year} Bicycle Manufacturer. All rights reserved.',
  },
  /** The language switch (navbar and footer). */
  LANGUAGE_TEXT: {
    label: 'Language',
  },
} as const;

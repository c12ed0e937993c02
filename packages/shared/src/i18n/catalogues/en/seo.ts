// English texts of this area (generated from messages/seo.ts; ours unless marked as the spec's).
// See ../../catalogue.ts for the format.
export default {
  LINK_CONTEXT: {
    detailsOf: 'of {name}',
    seeMoreProducts: 'products',
  },
  PAGE_DESCRIPTIONS: {
    home: 'Bicycle Manufacturer makes chainrings, cranks, hubs, brakes and more in Bangladesh and sells them in bulk to shops, workshops and fleets.',
    allProducts:
      'Every bicycle part we make, with prices in taka, minimum order and stock: search and sort the whole catalogue.',
    allProductsSearch: 'Bicycle parts matching \\u201C{q}\\u201D: prices in taka, minimum order and stock.',
    blogs: 'Workshop articles from our mechanics: chain care, brakes, wheels, gearing and keeping a fleet on the road.',
    portfolio: 'The developer behind the Bicycle Manufacturer store: skills, and three projects.',
    contact: 'Our offices in Bangladesh, the helpline and opening hours, and a form to ask for a quote.',
    policies: 'Privacy, terms of sale, returns and warranty, and shipping and delivery at Bicycle Manufacturer.',
  },
} as const;

// The meta descriptions, each page its own, and the words that finish a short link for a screen reader.
export default {
  LINK_CONTEXT: {
    detailsOf: 'of {name}',
    seeMoreProducts: 'products',
  },
  PAGE_DESCRIPTIONS: {
    home: 'Bicycle Manufacturer makes chainrings, cranks, hubs, brakes and more in Bangladesh and sells them in bulk to shops, workshops and fleets.',
    allProducts:
      'Every bicycle part we make, with prices in taka, minimum order and stock: search and sort the whole catalogue.',
    allProductsSearch: 'Bicycle parts matching “{q}”: prices in taka, minimum order and stock.',
    blogs: 'Workshop articles from our mechanics: chain care, brakes, wheels, gearing and keeping a fleet on the road.',
    portfolio: 'The developer behind the Bicycle Manufacturer store: skills, and three projects.',
    contact: 'Our offices in Bangladesh, the helpline and opening hours, and a form to ask for a quote.',
    policies: 'Privacy, terms of sale, returns and warranty, and shipping and delivery at Bicycle Manufacturer.',
  },
} as const;

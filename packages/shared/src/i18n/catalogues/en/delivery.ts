export default {
  PHONE_TEXT: {
    required: 'Phone number is required',
    invalid: 'Enter a Bangladeshi mobile number, like 01711-000000 or +880 1711 000000',
  },
  ADDRESS_TEXT: {
    recipientRequired: "Recipient's name is required",
    districtRequired: 'Choose a district',
    areaRequired: 'Choose an area (upazila or thana)',
    districtUnknown: 'Choose a district from the list',
    areaUnknown: 'Choose an area of that district from the list',
    streetRequired: 'House, road and village or neighbourhood are required',
    postcodeInvalid: 'A postcode has 4 digits',
    tooLong: 'At most {max, number} characters',
  },
  CHECKOUT_TEXT: {
    unknownAddress: 'Choose one of your saved addresses',
    notServed: 'We do not deliver to {place} yet: choose another address or contact us',
  },
  /** An order's address and the basis of its shipping, wherever an order is shown (pages, invoice, emails). */
  ORDER_DELIVERY_TEXT: {
    /** The shipping line's label with what it was priced on: "Shipping (Dhaka city, 1.2 kg)". */
    shippingPricedOn: '{shipping} ({basis})',
    zoneAndWeight: '{zone}, {kg, number} kg',
    nearLandmark: 'Near {landmark}',
    /** The order desk's column: where the parcel goes. */
    deliverTo: 'Deliver to',
  },
} as const;

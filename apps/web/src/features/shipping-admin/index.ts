export { geoQueryOptions, type Geo, summarizePlaces } from './place-summary.ts';
export { shippingZonesQueryOptions } from './api/shipping-zones.ts';
export { ShippingZonesPage } from './shipping-zones-page.tsx';

export { defaultZone, loadShippingZones, quoteFor } from './load-zones.ts';
export { getShippingZones, publicZone, type StoredZone } from './shipping-zones.service.ts';
export { shippingZonesRoutes } from './shipping.routes.ts';

export { addressesRoutes } from './addresses.routes.ts';
export { findAddressOfUser, MAX_SAVED_ADDRESSES } from './addresses.service.ts';

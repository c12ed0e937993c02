export { courierRoutes } from './courier.routes.ts';
export { parcelOfOrder } from './courier-parcel.service.ts';
export { registerCourierPoll, scheduleCourierPoll } from './courier-poll.service.ts';
export { createCourier } from './select-courier.ts';
export type { CourierProvider } from './courier-provider.ts';

export { storeConfigRoutes } from './store-config.routes.ts';

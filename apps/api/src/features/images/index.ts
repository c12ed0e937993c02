export { imagesRoutes } from './images.routes.ts';

export { productReviewsRoutes } from './product-reviews.routes.ts';

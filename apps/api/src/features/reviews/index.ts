export { insertReviews, setReviewHidden } from './reviews.repository.ts';
export { reviewsRoutes } from './reviews.routes.ts';

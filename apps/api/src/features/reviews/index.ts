export { insertReviews } from './reviews.repository.ts';
export { hideOrShowReview } from './store-review-moderation.service.ts';
export { reviewsRoutes } from './reviews.routes.ts';

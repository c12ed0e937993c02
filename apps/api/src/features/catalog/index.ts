export { AnswerCache, REVIEWS_TAG } from './answer-cache.ts';
export { answerKnownUrl, sendAnswer } from './cached-answer.ts';
export { CatalogFreshness, catalogChanged, type FreshnessTarget } from './catalog-freshness.ts';
export { CatalogReadModel } from './catalog-read-model.ts';
export { findProductById, insertProducts, type ProductRow } from './catalog.repository.ts';
export { catalogRoutes } from './catalog.routes.ts';
export { existingProduct, ratingOf } from './catalog.service.ts';
export { categoriesRoutes } from './categories.routes.ts';
export { productsAdminRoutes } from './products-admin.routes.ts';

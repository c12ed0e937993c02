// Request For Quote: a buyer's request, the owner's quote in versions, its acceptance as one order (docs/features/quotes.md).
export { quotesRoutes } from './quotes.routes.ts';

// The 404 page, for other features that answer "not here" themselves (an unknown article).
export { NotFoundPage } from './not-found-page.tsx';

export { catalogImportRoutes } from './catalog-import.routes.ts';

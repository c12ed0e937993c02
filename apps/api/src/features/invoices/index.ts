export { invoicesRoutes } from './invoices.routes.ts';

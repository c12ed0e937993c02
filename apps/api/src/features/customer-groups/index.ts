// Customer groups, their price lists, buyers' groups and applications (docs/features/dealer-prices.md).
export { customerGroupsRoutes } from './customer-groups.routes.ts';

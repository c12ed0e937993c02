// What other features use of dealer prices: the price table, the cart's next-break hint, the admin pages.
export { PriceTable, unitPriceAt } from './components/price-table.tsx';
export { NextBreakHint } from './components/next-break-hint.tsx';
export { PriceBreaksEditor } from './components/price-breaks-editor.tsx';
export { useHasCustomerGroups, UserGroupSelect } from './components/user-group-select.tsx';
export { customerGroupsQueryOptions } from './api/customer-groups.ts';

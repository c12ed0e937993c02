// The dashboard pages' shared parts (features import one another only through an index.ts).
export { type CardColumn, CardTable } from './components/card-table.tsx';
export { Detail } from './components/detail.tsx';
export { capitalize } from '../../lib/i18n.tsx';
export { FilterButtons } from './components/filter-buttons.tsx';
export { OwnListPage } from './components/own-list-page.tsx';
export { STAFF_MENU, staffLandingPath, type StaffAccess, useRoleCan, useStaffAccess } from './staff-menu.ts';

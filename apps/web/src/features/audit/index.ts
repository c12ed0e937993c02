// The audit trail's dashboard page (the owner).
export { AuditPage } from './audit-page.tsx';

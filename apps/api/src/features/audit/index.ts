// The audit trail: services record staff changes with recordChange/recordEdit in their own transaction.
export { auditRoutes } from './audit.routes.ts';
export {
  type AuditActor,
  type AuditChange,
  type AuditKind,
  recordChange,
  recordChanges,
  recordEdit,
} from './audit.service.ts';

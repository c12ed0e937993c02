// The audit trail: services record staff changes with recordChange/recordEdit in their own transaction.
export { auditRoutes } from './audit.routes.ts';
export { type AuditActor, type AuditKind, recordChange, recordEdit } from './audit.service.ts';

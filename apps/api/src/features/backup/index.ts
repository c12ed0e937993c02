// Backups of the SQLite store (scheduled job, files, restore).
export { BACKUP_JOB, registerBackups, scheduleBackup } from './backup-job.ts';
export { checkIntegrity, listBackups, restoreBackup, vacuumInto, writeCheckedBackup } from './backup-files.ts';

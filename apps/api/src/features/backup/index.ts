export { registerBackups, scheduleBackup } from './backup-job.ts';
export { restoreBackup, vacuumInto, writeCheckedBackup } from './backup-files.ts';

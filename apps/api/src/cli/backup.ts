// `npm run backup`: takes a checked backup of the SQLite store now, into BACKUP_DIR, while the store
// may be serving. On PostgreSQL it says how to back up with the database's own tools instead.
import { loadConfig } from '../config.ts';
import { vacuumInto, writeCheckedBackup } from '../features/backup/index.ts';
import { POSTGRES_BACKUP_ADVICE, runCommand } from './cli.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    console.error(POSTGRES_BACKUP_ADVICE);
    return 1;
  }
  const source = config.database.file;
  const result = await writeCheckedBackup(config.BACKUP_DIR, config.BACKUP_KEEP, new Date(), (file) =>
    vacuumInto(source, file),
  );
  console.log(
    `Backup written and checked: ${result.file} (${(result.bytes / 1_048_576).toFixed(1)} MB in ${Math.round(result.ms)} ms)`,
  );
  if (result.pruned.length > 0)
    console.log(`Removed ${result.pruned.length} older backup(s) (BACKUP_KEEP=${config.BACKUP_KEEP}).`);
  return 0;
}

runCommand(main);

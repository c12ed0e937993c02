// What the commands share: how they end, and what `npm run backup` and `restore` say on PostgreSQL.
export const POSTGRES_RESTORE_ADVICE = `This store keeps its data in PostgreSQL (DATABASE_URL), which npm run restore does not touch.
Restore a pg_dump with pg_restore into a stopped store:
  pg_restore --clean --if-exists --dbname="$DATABASE_URL" store-YYYY-MM-DD.dump
See the README's deploy section.`;

export const POSTGRES_BACKUP_ADVICE = `This store keeps its data in PostgreSQL (DATABASE_URL), which npm run backup does not copy.
Back it up with PostgreSQL's own tools:
  pg_dump --format=custom --file=store-$(date +%F).dump "$DATABASE_URL"    (a consistent dump, restored with pg_restore)
or continuous archiving (archive_command + pg_basebackup) for point-in-time recovery.
See the README's deploy section.`;

/** Runs a command and exits with its code; a failure is printed as its message and exits with 1. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

// What `npm run backup` and `npm run restore` say on PostgreSQL, whose own tools back it up.
export const POSTGRES_RESTORE_ADVICE = `This store keeps its data in PostgreSQL (DATABASE_URL), which npm run restore does not touch.
Restore a pg_dump with pg_restore into a stopped store:
  pg_restore --clean --if-exists --dbname="$DATABASE_URL" store-YYYY-MM-DD.dump
See the README's deploy section.`;

export const POSTGRES_BACKUP_ADVICE = `This store keeps its data in PostgreSQL (DATABASE_URL), which npm run backup does not copy.
Back it up with PostgreSQL's own tools:
  pg_dump --format=custom --file=store-$(date +%F).dump "$DATABASE_URL"    (a consistent dump, restored with pg_restore)
or continuous archiving (archive_command + pg_basebackup) for point-in-time recovery.
See the README's deploy section.`;

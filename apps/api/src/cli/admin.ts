// `npm run admin -- promote <email>` | `list`, on the database the server's configuration names.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { findUserByEmail, listUsers, normalizeEmail, promoteUser } from '../features/accounts/index.ts';
import { runCommand } from './cli.ts';
import { OWNER_ROLE } from '@store/shared/staff-roles';

const USAGE = `Usage:
  npm run admin -- promote <email>   make the account with this email an owner (the first admin)
  npm run admin -- list              list the owners`;

async function main(args: string[]): Promise<number> {
  const [command, emailArg] = args;
  if ((command !== 'promote' || !emailArg) && command !== 'list') {
    console.error(USAGE);
    return 2;
  }
  const store = openDatabase(loadConfig().database);
  try {
    await migrateToLatest(store);
    if (command === 'list') {
      const owners = (await listUsers(store.db)).filter((u) => u.role === OWNER_ROLE);
      for (const owner of owners) console.log(owner.email);
      if (owners.length === 0) console.log('(no owner yet)');
      return 0;
    }
    const email = normalizeEmail(emailArg ?? '');
    if (!(await findUserByEmail(store.db, email))) {
      console.error(
        `No account has the email ${email}. Sign up with it first (or set ADMIN_EMAIL and ADMIN_PASSWORD).`,
      );
      return 1;
    }
    const changed = await promoteUser(store.db, email);
    console.log(changed > 0 ? `${email} is now an owner.` : `${email} was already an owner.`);
    return 0;
  } finally {
    await store.close();
  }
}

runCommand(() => main(process.argv.slice(2)));

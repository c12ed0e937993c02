// The two signing secrets: from the configuration, or generated once (32 random bytes) into
// DATA_DIR and read back on every later start, so sessions and tokens survive a restart.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

/** Reads DATA_DIR/<name>, creating it with fresh random bytes (mode 0600) the first time. */
function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.resolve(dataDir, name);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(existing) >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx' fails when another process wrote the file first; then we use theirs.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
}

export function loadAuthSecrets(config: Config) {
  return {
    jwtSecret: config.JWT_SECRET ?? readOrCreateSecret(config.DATA_DIR, 'jwt-secret'),
    betterAuthSecret: config.BETTER_AUTH_SECRET ?? readOrCreateSecret(config.DATA_DIR, 'better-auth-secret'),
  };
}

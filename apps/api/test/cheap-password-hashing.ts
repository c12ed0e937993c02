// API test setup (vitest.config.ts): scrypt at a tiny cost. better-auth hashes every password with
// node:crypto's scrypt at N=16384 (32 MB, about 0.1 s of a core idle, seconds under load); a test
// user costs two (sign-up and sign-in), which was most of an API test's time. Hashing and checking
// still go through better-auth and node:crypto, so a wrong password is still refused; only the
// work factor is smaller. Processes the tests start (servers, the CLI) hash at the real cost.
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

const TEST_SCRYPT_N = 16;
// The test files share their modules (vitest.config.ts isolate: false), and this file runs again
// before each of them: it wraps node:crypto's own scrypt, never its earlier wrapper.
type Scrypt = typeof crypto.scrypt & { real?: typeof crypto.scrypt };
const scrypt = (crypto.scrypt as Scrypt).real ?? crypto.scrypt;

function cheapScrypt(
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions | ((error: Error | null, key: Buffer) => void),
  callback?: (error: Error | null, key: Buffer) => void,
): void {
  if (typeof options === 'function') return scrypt(password, salt, keylen, { N: TEST_SCRYPT_N }, options);
  const { N: _N, cost: _cost, ...rest } = options;
  scrypt(password, salt, keylen, { ...rest, N: TEST_SCRYPT_N }, callback!);
}

crypto.scrypt = Object.assign(cheapScrypt, { real: scrypt }) as Scrypt;
// better-auth's `import { scrypt } from 'node:crypto'` sees the change too.
syncBuiltinESMExports();

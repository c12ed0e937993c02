// Memory under a burst of uploads: the store's server (apps/api/src/server.ts) as a child process on
// a fresh SQLite database, an admin, and 100 parallel uploads of one 4.5 MB photo. Reports the
// server's resident memory before, its peak (VmHWM) during the burst, and the answers.
// Run: node --import tsx bench/upload-memory.ts [uploads=100]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { signInForToken } from '../scripts/api-session.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UPLOADS = Number(process.argv[2] ?? 100);
const TARGET_BYTES = 4.5 * 1024 * 1024;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

/** A noisy JPEG of about 4.5 MB (noise keeps the encoder from shrinking it). */
async function photo(): Promise<Buffer> {
  let side = 1800;
  for (;;) {
    const jpeg = await sharp({
      create: {
        width: side,
        height: Math.round(side * 0.75),
        channels: 3,
        background: '#4a7',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (Math.abs(jpeg.length - TARGET_BYTES) < 0.05 * TARGET_BYTES) return jpeg;
    side = Math.round(side * Math.sqrt(TARGET_BYTES / jpeg.length));
  }
}

const kib = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return Number(match?.[1] ?? 0);
};
const mb = (k: number) => `${(k / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-upload-memory-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dir, 'store.db')}`,
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pid = child.pid ?? 0;
  try {
    for (let i = 0; ; i++) {
      if (i > 300) throw new Error('the server did not start');
      try {
        if ((await fetch(`${origin}/api/health`)).ok) break;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const { token } = await signInForToken(origin, ADMIN);
    const image = await photo();
    await new Promise((r) => setTimeout(r, 500));
    const before = kib(pid, 'VmRSS');

    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, kib(pid, 'VmRSS'));
    }, 20);
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: UPLOADS }, async () => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
        try {
          const res = await fetch(`${origin}/api/images`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, origin },
            body: form,
          });
          await res.arrayBuffer();
          return String(res.status);
        } catch {
          return 'connection closed';
        }
      }),
    );
    clearInterval(sampler);
    const counts: Record<string, number> = {};
    for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
    console.log(
      JSON.stringify(
        {
          uploads: UPLOADS,
          imageMB: +(image.length / 1024 / 1024).toFixed(2),
          rssBefore: mb(before),
          rssPeakSampled: mb(peak),
          rssHighWaterMark: mb(kib(pid, 'VmHWM')),
          seconds: (Date.now() - started) / 1000,
          answers: counts,
        },
        null,
        2,
      ),
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();

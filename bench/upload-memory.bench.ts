// Memory under a burst of uploads: an admin sends 100 parallel uploads of one 4.5 MB photo to the
// store's server; its resident memory before, its peak during the burst, and the answers.
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { memoryMb } from './lib/load.ts';
import { startStoreWithAdmin } from './lib/servers.ts';
import type { Benchmark } from './lib/types.ts';

const UPLOADS = 100;
const TARGET_BYTES = 4.5 * 1024 * 1024;

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

export const bench: Benchmark = {
  name: 'upload-memory',
  description: `${UPLOADS} parallel uploads of a 4.5 MB photo: the server's resident memory`,
  async run(ctx) {
    const uploads = ctx.smoke ? 2 : UPLOADS;
    const { server, admin } = await startStoreWithAdmin(ctx, { env: { RATE_LIMIT_SCALE: '10000' } });
    const { origin, pid } = server;
    const image = await photo();
    await sleep(500);
    const before = memoryMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(pid))), 20);
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: uploads }, async () => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
        try {
          const res = await fetch(`${origin}/api/images`, {
            method: 'POST',
            headers: { authorization: `Bearer ${admin.token}`, origin },
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
    const seconds = (Date.now() - started) / 1000;
    const highWaterMark = memoryMb(pid, 'VmHWM');
    const counts: Record<string, number> = {};
    for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
    if (!statuses.some((s) => s.startsWith('2'))) throw new Error(`no upload was accepted: ${JSON.stringify(counts)}`);
    const answers = Object.entries(counts)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    ctx.log(`  RSS ${before} MB before, peak ${peak} MB sampled, VmHWM ${highWaterMark} MB; ${answers}`);
    return {
      tables: [
        {
          title: `${uploads} parallel uploads of one ${(image.length / 1024 / 1024).toFixed(1)} MB photo`,
          columns: ['RSS before MB', 'RSS peak MB (sampled)', 'VmHWM MB', 'seconds', 'answers'],
          rows: [[before, peak, highWaterMark, seconds, answers]],
        },
      ],
      targets: [],
      notes: [],
      data: { uploads, imageBytes: image.length, before, peak, highWaterMark, seconds, counts },
    };
  },
};

// The store's instances for the deploy test, started as the systemd unit starts them
// (node scripts/start.mjs), each killable and restartable.
import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_NODE_FLAGS } from '../server-node-flags.ts';

export function createInstance(repoRoot: string, port: number, env: Record<string, string>) {
  let child: ChildProcess | null = null;
  let exited: Promise<{ code: number | null }> = Promise.resolve({ code: null });
  let log = '';
  const origin = `http://127.0.0.1:${port}`;

  const waitUntilReady = async () => {
    for (const deadline = Date.now() + 120_000; ; await sleep(100)) {
      if (child?.exitCode !== null) throw new Error(`instance ${port} exited before it was ready:\n${log}`);
      if (Date.now() > deadline) throw new Error(`instance ${port} not ready within 120 s:\n${log}`);
      if ((await fetch(`${origin}/api/ready`).catch(() => null))?.ok) return;
    }
  };

  return {
    origin,
    async start() {
      child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], {
        cwd: repoRoot,
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-6000));
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const c = child;
      exited = new Promise((resolve) => c.once('exit', (code) => resolve({ code })));
      await waitUntilReady();
    },
    /** SIGKILL: a crash; requests in flight are lost. */
    async kill() {
      child?.kill('SIGKILL');
      await exited;
    },
    /** SIGTERM: a graceful stop (systemctl stop / restart); resolves when the process has exited. */
    async terminate() {
      const started = performance.now();
      child?.kill('SIGTERM');
      const result = await exited;
      const seconds = (performance.now() - started) / 1000;
      if (seconds > 8) console.log(`instance ${port} took ${seconds.toFixed(1)} s to stop:\n${log.slice(-2000)}`);
      return result;
    },
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
  };
}

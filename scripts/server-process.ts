// A server as a child process (Node by default), for the benchmarks and the deploy test: started
// again after each stop, awaited until its ready URL answers, stopped by the signal the caller chooses.
import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export function serverProcess(options: {
  command?: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  readyUrl: string;
  readyWithinMs: number;
}) {
  const { command = process.execPath, args, cwd, env, readyUrl, readyWithinMs } = options;
  let child: ChildProcess | null = null;
  let exited = Promise.resolve<number | null>(null);
  let log = '';
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;
  return {
    pid: () => child?.pid ?? 0,
    async start() {
      const started = spawn(command, args, {
        cwd,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-6000));
      started.stdout.on('data', keep);
      started.stderr.on('data', keep);
      exited = new Promise((resolve) => started.once('exit', resolve));
      for (const deadline = Date.now() + readyWithinMs; ; await sleep(100)) {
        if (started.exitCode !== null)
          throw new Error(`the server exited (${started.exitCode}) before it was ready:\n${log}`);
        if (Date.now() > deadline)
          throw new Error(`no answer from ${readyUrl} within ${readyWithinMs / 1000} s:\n${log}`);
        if ((await fetch(readyUrl).catch(() => null))?.ok) return;
      }
    },
    /** Sends `signal` while it runs; its exit code once it has exited. */
    async stop(signal: NodeJS.Signals): Promise<{ code: number | null }> {
      const stopping = performance.now();
      if (running()) child?.kill(signal);
      const code = await exited;
      const seconds = (performance.now() - stopping) / 1000;
      if (seconds > 8) console.log(`${readyUrl}'s server took ${seconds.toFixed(1)} s to stop:\n${log.slice(-2000)}`);
      return { code };
    },
  };
}

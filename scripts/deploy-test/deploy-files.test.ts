// The deployment files as shipped: the systemd unit passes `systemd-analyze verify` with no complaint
// (and a broken copy does not, so the check can fail), and the deploy test runs the nginx file as
// written, with only the ports, the server name and the cache folder changed.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteConfig } from './nginx.ts';
import { SERVER_NODE_FLAGS } from '../server-node-flags.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const unit = fs.readFileSync(path.join(repoRoot, 'deploy/systemd/bicycle-store@.service'), 'utf8');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-deploy-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** systemd-analyze verify on the unit text, as instance 3001; what it says about this unit. */
function verify(text: string, name: string): { status: number | null; complaints: string[] } {
  const file = path.join(dir, `${name}@3001.service`);
  fs.writeFileSync(file, text);
  const result = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
  const complaints = `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => line.includes(name));
  return { status: result.status, complaints };
}

describe('deploy/systemd/bicycle-store@.service', () => {
  it('passes systemd-analyze verify with nothing to say about it', () => {
    execFileSync('systemd-analyze', ['--version']);
    expect(verify(unit, 'bicycle-store')).toEqual({ status: 0, complaints: [] });
  });

  it('is checked for real: a misspelt setting or a missing program is reported', () => {
    expect(verify(unit.replace('Restart=on-failure', 'Restart=sometimes'), 'broken-restart').complaints).not.toEqual(
      [],
    );
    expect(
      verify(unit.replace('ExecStart=/usr/bin/node', 'ExecStart=/usr/bin/no-such-node'), 'broken-exec').status,
    ).not.toBe(0);
  });

  it('starts the server the way npm start does, stops it with SIGTERM and waits for the requests in flight', () => {
    const start = (
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
        scripts: { start: string };
      }
    ).scripts.start;
    expect(start).toBe(`node ${[...SERVER_NODE_FLAGS, 'scripts/start.mjs'].join(' ')}`);
    expect(unit.split('\n')).toContain(`ExecStart=/usr/bin/${start}`);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^Environment=PORT=%i$/m);
  });
});

describe('deploy/nginx/bicycle-store.conf in the deploy test', () => {
  it('changes only the upstream ports, the listen addresses, the server name and the cache folder', () => {
    const shipped = fs.readFileSync(path.join(repoRoot, 'deploy/nginx/bicycle-store.conf'), 'utf8');
    const tested = siteConfig(repoRoot, 4000, [4001, 4002], '/tmp/x', '127.0.0.1');
    const changed = tested.split('\n').filter((line, i) => line !== shipped.split('\n')[i]);
    expect(changed.map((l) => l.trim())).toEqual([
      'server 127.0.0.1:4001 max_fails=1 fail_timeout=5s;',
      'server 127.0.0.1:4002 max_fails=1 fail_timeout=5s;',
      'proxy_cache_path /tmp/x/cache levels=1:2 keys_zone=bicycle_store_assets:10m',
      'listen 127.0.0.1:4000 default_server;',
      'listen 127.0.0.1:4000;',
      'server_name 127.0.0.1;',
    ]);
  });

  it('answers only the configured server name, and closes every other Host without an answer', () => {
    const shipped = fs.readFileSync(path.join(repoRoot, 'deploy/nginx/bicycle-store.conf'), 'utf8');
    const servers = shipped.split(/^server \{$/m).slice(1);
    expect(servers).toHaveLength(2);
    const [catchAll, store] = servers as [string, string];
    expect(catchAll).toMatch(/^\s*listen 80 default_server;$/m);
    expect(catchAll).toMatch(/^\s*return 444;$/m);
    expect(catchAll).not.toContain('proxy_pass');
    expect(store).toMatch(/^\s*server_name shop\.example\.com;$/m);
    expect(store).not.toMatch(/server_name _;/);
  });
});

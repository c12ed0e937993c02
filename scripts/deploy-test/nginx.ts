// nginx for the deploy test: deploy/nginx/bicycle-store.conf as shipped, but for the ports, the server
// name and the cache folder, in a main config of the test's own (Debian's package installed if missing).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { serverProcess } from '../server-process.ts';

const NGINX = '/usr/sbin/nginx';

/** The nginx binary; installs Debian's nginx package when it is not there (as on a new machine). */
export function ensureNginx(log: (s: string) => void): string {
  if (fs.existsSync(NGINX)) return NGINX;
  log("nginx missing: installing Debian's nginx package");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env });
  // The package may start its own server on port 80 (if not, this fails quietly); this test runs its own.
  spawnSync(NGINX, ['-s', 'quit'], { stdio: 'ignore' });
  if (!fs.existsSync(NGINX)) throw new Error('nginx is still missing after apt-get install nginx');
  return NGINX;
}

/** The deploy config with the test's ports, folders and server name (PUBLIC_URL's host). */
export function siteConfig(
  repoRoot: string,
  listenPort: number,
  upstreamPorts: [number, number],
  dir: string,
  serverName: string,
): string {
  const shipped = fs.readFileSync(path.join(repoRoot, 'deploy/nginx/bicycle-store.conf'), 'utf8');
  const replace = (text: string, from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx/bicycle-store.conf no longer contains "${from}"`);
    return text.replace(from, to);
  };
  let conf = replace(shipped, 'server 127.0.0.1:3001 ', `server 127.0.0.1:${upstreamPorts[0]} `);
  conf = replace(conf, 'server 127.0.0.1:3002 ', `server 127.0.0.1:${upstreamPorts[1]} `);
  conf = replace(conf, 'listen 80 default_server;', `listen 127.0.0.1:${listenPort} default_server;`);
  conf = replace(conf, 'listen 80;', `listen 127.0.0.1:${listenPort};`);
  conf = replace(conf, 'server_name shop.example.com;', `server_name ${serverName};`);
  conf = replace(conf, '/var/cache/nginx/bicycle-store', path.join(dir, 'cache'));
  return conf;
}

export async function startNginx(
  binary: string,
  repoRoot: string,
  dir: string,
  listenPort: number,
  upstreamPorts: [number, number],
  serverName: string,
) {
  for (const sub of ['cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(dir, sub), { recursive: true, mode: 0o777 });
  }
  fs.writeFileSync(
    path.join(dir, 'bicycle-store.conf'),
    siteConfig(repoRoot, listenPort, upstreamPorts, dir, serverName),
  );
  const runningAsRoot = process.getuid?.() === 0;
  const failuresLog = path.join(dir, 'failures.log');
  const main = `${runningAsRoot ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    # Only failed answers are logged, with the instance that gave them (or none), for the test's report.
    log_format failures '$msec $request_method $request_uri $status upstream=$upstream_addr upstream_status=$upstream_status time=$request_time';
    map $status $failed_answer { ~^5 1; default 0; }
    access_log ${failuresLog} failures if=$failed_answer;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/bicycle-store.conf;
}
`;
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, main);
  execFileSync(binary, ['-t', '-q', '-p', dir, '-c', confFile], { stdio: 'inherit' });
  const readyUrl = `http://127.0.0.1:${listenPort}/api/health`;
  const nginx = serverProcess({ command: binary, args: ['-p', dir, '-c', confFile], readyUrl, readyWithinMs: 10_000 });
  await nginx.start();
  return {
    /** nginx's log of the 5xx answers it gave: time, request, status, the instance and its status. */
    failures: () => (fs.existsSync(failuresLog) ? fs.readFileSync(failuresLog, 'utf8') : ''),
    stop: () => nginx.stop('SIGQUIT'),
  };
}

/** The status nginx answers GET /api/health with for this Host header, or null when it closes the connection. */
export function statusForHost(port: number, host: string): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', headers: { host }, timeout: 5_000 });
    request.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? null);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(null));
  });
}

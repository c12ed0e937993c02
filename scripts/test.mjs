// `npm test`: every suite. The web build (when stale), then Vitest (shared, API on SQLite — and on
// PostgreSQL when TEST_DATABASE_URL is set —, web components) and Playwright in Debian's Chromium side by
// side: each waits on a database, a server or a browser much of the time, so together they fill the two
// cores. Each one's output goes to a file, printed whole when it ends. Every suite runs even when another
// failed; the exit code is non-zero when anything failed. The last line is always `N passed, N failed`.
// To run some tests only, call the runners directly: `npx vitest run <paths>`, `npx playwright test <spec>`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild, REPO_ROOT } from './web-build.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

process.chdir(REPO_ROOT);
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];

const bin = (name) => path.join(REPO_ROOT, 'node_modules/.bin', name);
const section = (title) => console.log(`\n=== ${title} ===`);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Adds a runner's counts; a runner that failed without a failed test (crash, load error) counts as one failure. */
function count(name, status, passed, failed, reason = `did not run to the end (exit ${status})`) {
  totals.passed += passed;
  const crashed = status !== 0 && failed === 0;
  totals.failed += crashed ? 1 : failed;
  if (status !== 0) failures.push(crashed ? `${name}: ${reason}` : `${name}: ${failed} failed`);
  console.log(`[${name}] ${passed} passed, ${failed} failed${crashed ? ' (the runner itself failed; see above)' : ''}`);
}

/** Runs a command with its output to a file; prints the output under its title once it ends. */
async function run(title, command, args, env = process.env) {
  const logFile = path.join(reportDir, `${title.split(' ')[0]}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(command, args, { stdio: ['ignore', log, log], env });
  const status = await new Promise((resolve) => {
    child.on('error', (error) => {
      fs.writeSync(log, `${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  fs.closeSync(log);
  section(title);
  process.stdout.write(fs.readFileSync(logFile, 'utf8'));
  return status;
}

async function runVitest() {
  const outputFile = path.join(reportDir, 'vitest.json');
  const status = await run(
    `Vitest${process.env.TEST_DATABASE_URL ? ' (API on SQLite and PostgreSQL)' : ' (API on SQLite; set TEST_DATABASE_URL for PostgreSQL too)'}`,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
  );
  const report = readJson(outputFile);
  count('vitest', status, report?.numPassedTests ?? 0, report?.numFailedTests ?? 0);
  // The summary names each failed test so a log cut to its tail still says what failed.
  for (const file of report?.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? '');
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`  ${where} › ${test.fullName}`);
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      failures.push(`  ${where}: ${String(file.message ?? 'failed to load').split('\n')[0]}`);
    }
  }
}

async function runPlaywright(built) {
  const title = 'Playwright (Chromium, desktop 1280x800 and phone 390x844)';
  if (!fs.existsSync(CHROMIUM_PATH)) {
    section(title);
    console.error(
      `Chromium was not found at ${CHROMIUM_PATH}. The browser tests use Debian's Chromium (no browser is downloaded).\n` +
        'Install it with:  sudo apt-get install -y chromium   (or as root: apt-get update && apt-get install -y chromium)\n' +
        'or point CHROMIUM_PATH at another Chromium binary.',
    );
    count('playwright', 1, 0, 0, `no Chromium at ${CHROMIUM_PATH}; install it with: apt-get install -y chromium`);
    return;
  }
  if (!built) {
    count('playwright', 1, 0, 0, 'the web build failed');
    return;
  }
  const outputFile = path.join(reportDir, 'playwright.json');
  const status = await run(title, bin('playwright'), ['test', '--reporter=list,json'], {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: outputFile,
  });
  const report = readJson(outputFile);
  const stats = report?.stats;
  // A flaky test failed once and passed on retry: it passed.
  count('playwright', status, (stats?.expected ?? 0) + (stats?.flaky ?? 0), stats?.unexpected ?? 0);
  for (const line of failedJourneys(report?.suites ?? [])) failures.push(`  ${line}`);
}

/** `file:line › title [project]` of each journey that failed on every try, from Playwright's JSON report. */
function failedJourneys(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => `e2e/${spec.file}:${spec.line} › ${spec.title} [${test.projectName}]`),
    ),
    ...failedJourneys(suite.suites ?? []),
  ]);
}

const started = Date.now();
// The web build first: Playwright serves it and the page tests of Vitest read it.
section('Web build');
let built = true;
try {
  ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  built = false;
}
console.log("\nVitest and Playwright run side by side; each one's output follows when it ends.");
await Promise.all([runVitest(), runPlaywright(built)]);
fs.rmSync(reportDir, { recursive: true, force: true });

section(`Summary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
for (const line of failures) console.log(`FAILED ${line}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = failures.length > 0 || totals.failed > 0 ? 1 : 0;

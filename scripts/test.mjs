// `npm test`: every suite. Vitest (shared, API on SQLite — and on PostgreSQL when TEST_DATABASE_URL
// is set —, web components), then the web build (when stale) and Playwright in Debian's Chromium.
// Every suite runs even when an earlier one failed; the exit code is non-zero when anything failed.
// The last line is always `N passed, N failed` (CI reads it).
// To run some tests only, call the runners directly: `npx vitest run <paths>`, `npx playwright test <spec>`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild, REPO_ROOT } from './web-build.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

process.chdir(REPO_ROOT);
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];

function bin(name) {
  return path.join(REPO_ROOT, 'node_modules/.bin', name);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function section(title) {
  console.log(`\n=== ${title} ===`);
}

/** Adds a runner's counts; a runner that failed without a failed test (crash, load error) counts as one failure. */
function count(name, status, passed, failed, reason = `did not run to the end (exit ${status})`) {
  totals.passed += passed;
  const crashed = status !== 0 && failed === 0;
  totals.failed += crashed ? 1 : failed;
  if (status !== 0) failures.push(crashed ? `${name}: ${reason}` : `${name}: ${failed} failed`);
  console.log(`[${name}] ${passed} passed, ${failed} failed${crashed ? ' (the runner itself failed; see above)' : ''}`);
}

function runVitest() {
  section(
    `Vitest${process.env.TEST_DATABASE_URL ? ' (API on SQLite and PostgreSQL)' : ' (API on SQLite; set TEST_DATABASE_URL for PostgreSQL too)'}`,
  );
  const outputFile = path.join(reportDir, 'vitest.json');
  const result = spawnSync(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    {
      stdio: 'inherit',
    },
  );
  const report = readJson(outputFile);
  count('vitest', result.status ?? 1, report?.numPassedTests ?? 0, report?.numFailedTests ?? 0);
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

function runPlaywright() {
  section('Playwright (Chromium, desktop 1280x800 and phone 390x844)');
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.error(
      `Chromium was not found at ${CHROMIUM_PATH}. The browser tests use Debian's Chromium (no browser is downloaded).\n` +
        'Install it with:  sudo apt-get install -y chromium   (or as root: apt-get update && apt-get install -y chromium)\n' +
        'or point CHROMIUM_PATH at another Chromium binary.',
    );
    count('playwright', 1, 0, 0, `no Chromium at ${CHROMIUM_PATH}; install it with: apt-get install -y chromium`);
    return;
  }
  try {
    ensureWebBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    count('playwright', 1, 0, 0, 'the web build failed');
    return;
  }
  const outputFile = path.join(reportDir, 'playwright.json');
  const result = spawnSync(bin('playwright'), ['test', '--reporter=list,json'], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: outputFile },
  });
  const stats = readJson(outputFile)?.stats;
  // A flaky test failed once and passed on retry: it passed.
  count('playwright', result.status ?? 1, (stats?.expected ?? 0) + (stats?.flaky ?? 0), stats?.unexpected ?? 0);
}

const started = Date.now();
runVitest();
runPlaywright();
fs.rmSync(reportDir, { recursive: true, force: true });

section(`Summary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
for (const line of failures) console.log(`FAILED ${line}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = failures.length > 0 || totals.failed > 0 ? 1 : 0;

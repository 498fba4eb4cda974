// Runs the stages of `npm test` (or of `npm run check`, the writers' short loop) in order, one
// npm script each, and stops at the first that fails. Each stage's output goes to a log file
// (test-logs/<stage>.log); the terminal gets one line per stage with its duration, the tail of
// the log of a stage that fails, and a summary. `--verbose` streams every stage's output too.
//
//   node --import tsx scripts/test.ts [--quick] [--verbose] [--from <stage>]
//
// The summary ends with one "N passed, N failed" line over every test runner's count, so a CI
// log read from its last lines shows what ran.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logDir = path.join(repoRoot, 'test-logs');

/** The writers' loop: everything that reads the pages, without the example builds and browsers. */
const QUICK = [
  'lint',
  'typecheck',
  'build',
  'check:content',
  'check:facts',
  'check:errors',
  'check:editorial',
  'check:html',
  'check:feeds',
  'check:budgets',
];

/** The full run: the quick loop, the Algolia build, then every test suite. */
const FULL = [
  'lint',
  'lint:deps',
  'typecheck',
  'build',
  'build:algolia',
  'check:content',
  'check:facts',
  'check:errors',
  'check:editorial',
  'check:html',
  'check:crawl',
  'check:feeds',
  'check:budgets',
  'test:repo',
  'test:search',
  'test:examples',
  'test:e2e',
];

/** Lines of a failed stage's log printed in the terminal. */
const TAIL_LINES = 80;

/**
 * Builds that print nothing for this long have stalled: `rspress build` (Rspress 2.0.22) stops
 * after its Markdown stage, idle, when a hook of the browser build throws (UPSTREAM.md #21;
 * ARCHITECTURE.md, Patches). Such a build is killed and run once more with Rspack's persistent
 * cache off, and the run says so.
 */
const STALL_MS = 5 * 60_000;
const BUILD_STAGES = new Set(['build', 'build:algolia']);

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;
let stages = args.includes('--quick') ? QUICK : FULL;
if (from) {
  if (!stages.includes(from)) {
    console.error(`test: no stage "${from}"; the stages are: ${stages.join(', ')}`);
    process.exit(2);
  }
  stages = stages.slice(stages.indexOf(from));
}

interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** A stage that ran: its exit code, duration, output and log file, and whether it stalled. */
interface StageResult {
  stage: string;
  code: number;
  ms: number;
  output: string;
  log: string;
  stalled: boolean;
}

/** Test counts in a stage's output: node:test (TAP and spec reporters) and Playwright's list reporter. */
function countTests(output: string): TestCounts {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const grab = (re: RegExp) => [...output.matchAll(re)].reduce((sum, m) => sum + Number(m[1]), 0);
  // node:test: "# pass 12" (TAP, Node 20 without a terminal) or "ℹ pass 12" (spec reporter).
  counts.passed += grab(/^(?:#|ℹ) pass (\d+)$/gm);
  counts.failed += grab(/^(?:#|ℹ) fail (\d+)$/gm);
  counts.skipped += grab(/^(?:#|ℹ) skipped (\d+)$/gm);
  // Playwright: "  201 passed (9.8m)", "  2 failed", "  1 flaky", "  1 skipped".
  counts.passed += grab(/^\s+(\d+) passed \(/gm) + grab(/^\s+(\d+) flaky$/gm);
  counts.failed += grab(/^\s+(\d+) failed$/gm);
  counts.skipped += grab(/^\s+(\d+) skipped$/gm);
  return counts;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
// Whole seconds first, so 179.6 s reads "3 min 0 s", not "2 min 60 s".
const minutes = (ms: number) => {
  if (ms < 60_000) return seconds(ms);
  const whole = Math.round(ms / 1000);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
};

function runStage(stage: string, env: Record<string, string> = {}): Promise<StageResult> {
  return new Promise((resolve) => {
    const log = path.join(logDir, `${stage.replace(/:/g, '-')}.log`);
    const file = createWriteStream(log);
    let output = '';
    let stalled = false;
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', stage], {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that a stalled build is killed with its children.
      detached: BUILD_STAGES.has(stage),
    });
    let watchdog: NodeJS.Timeout | undefined;
    const watch = () => {
      if (!BUILD_STAGES.has(stage)) return;
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        stalled = true;
        process.kill(-child.pid!, 'SIGKILL');
      }, STALL_MS);
    };
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      file.write(text);
      if (verbose) process.stdout.write(text);
      watch();
    };
    watch();
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      clearTimeout(watchdog);
      file.end();
      resolve({ stage, code: code ?? 1, ms: Date.now() - started, output, log, stalled });
    });
  });
}

mkdirSync(logDir, { recursive: true });
const started = Date.now();
const results: StageResult[] = [];
for (const stage of stages) {
  let result = await runStage(stage);
  if (result.stalled) {
    console.log(
      `STALL ${stage}: no output for ${STALL_MS / 60_000} min after "${result.output.trimEnd().split('\n').at(-1)}"; killed, running it again with RSPRESS_PERSISTENT_CACHE=false`,
    );
    result = await runStage(stage, { RSPRESS_PERSISTENT_CACHE: 'false' });
  }
  results.push(result);
  const counts = countTests(result.output);
  const tests =
    counts.passed + counts.failed ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
  console.log(
    `${result.code === 0 ? 'ok  ' : 'FAIL'} ${stage.padEnd(16)} ${minutes(result.ms).padStart(12)}${tests}`,
  );
  if (result.code !== 0) {
    const lines = result.output.trimEnd().split('\n');
    console.log(
      `\n--- last ${Math.min(TAIL_LINES, lines.length)} lines of ${path.relative(repoRoot, result.log)} ---`,
    );
    console.log(lines.slice(-TAIL_LINES).join('\n'));
    console.log('---\n');
    break;
  }
}

const total = results.reduce(
  (sum, r) => {
    const c = countTests(r.output);
    return {
      passed: sum.passed + c.passed,
      failed: sum.failed + c.failed,
      skipped: sum.skipped + c.skipped,
    };
  },
  { passed: 0, failed: 0, skipped: 0 },
);
const failedStage = results.find((r) => r.code !== 0);
const notRun = stages.length - results.length;
console.log(
  `\n${failedStage ? `Stopped at ${failedStage.stage}` : `All ${results.length} stage${results.length === 1 ? '' : 's'} passed`} in ${minutes(Date.now() - started)}${notRun ? `; ${notRun} not run` : ''}. Logs: ${path.relative(repoRoot, logDir)}/`,
);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(failedStage ? 1 : 0);

// A throwaway copy of the site for tests that build it or run its dev server: the sources
// and their git history (without it, a warm `rspress build` waits forever after its Markdown
// stage: Rspress 2.0.22 reads last-updated dates from git) but without build output, and a node_modules folder of its own whose entries link to the
// installed packages, so the copy's build cache (node_modules/.cache) starts cold and stays
// out of the real one. Builds cover the start pages only (RSLIB_DOCS_ROUTE_EXCLUDE, read by
// plugins/search-index.ts), which keeps each under half a minute on 2 cores.
import { type ChildProcessByStdio, execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { RUN_TS } from '../../scripts/lib/build-files.ts';

const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SKIP = new Set([
  'node_modules',
  'doc_build',
  'doc_build_algolia',
  'test-logs',
  'test-results',
  'playwright-report',
  '.rspress',
]);
const SMALL_SITE = '**/config/**,**/blog/**,**/guide/{solution,basic,advanced,migration,faq}/**';
const RSPRESS = path.join(repoRoot, 'node_modules/@rspress/core/bin/rspress.js');

/** Variables a build or dev server of the copy gets on top of the defaults below. */
type SiteEnv = Record<string, string>;

/** `rspress dev` running in a copy, with everything it printed so far in `output`. */
export type DevServer = ChildProcessByStdio<null, Readable, Readable> & { output: string };

export interface SiteCopy {
  root: string;
  outDir: string;
  build(extra?: SiteEnv): { status: number | null; output: string };
  dev(port: number, extra?: SiteEnv): DevServer;
  /** `check:freshness --mark` for a Chinese twin (`docs/zh/…`), in the copy. */
  markFresh(zhSource: string): void;
  remove(): void;
}

/** Copies the site into a new temporary folder; `remove()` deletes it. */
export function siteCopy(prefix: string): SiteCopy {
  const root = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  cpSync(repoRoot, root, {
    recursive: true,
    filter: (source) => !SKIP.has(path.relative(repoRoot, source).split(path.sep)[0]),
  });
  const modules = path.join(root, 'node_modules');
  mkdirSync(modules);
  const installed = path.join(repoRoot, 'node_modules');
  for (const name of readdirSync(installed)) {
    if (name !== '.cache') symlinkSync(path.join(installed, name), path.join(modules, name));
  }
  const env = (extra: SiteEnv = {}): NodeJS.ProcessEnv => ({
    ...process.env,
    RSPRESS_OUT_DIR: path.join(root, 'doc_build'),
    RSLIB_DOCS_ROUTE_EXCLUDE: SMALL_SITE,
    // Links into the pages left out are dead in this build, by design.
    DOCS_LOOSE_LINKS: '1',
    DOCS_FRESHNESS_DATES: '',
    ...extra,
  });
  return {
    root,
    outDir: path.join(root, 'doc_build'),
    /** `rspress build` in the copy: `{ status, output }`. */
    build(extra) {
      const result = spawnSync(process.execPath, [RSPRESS, 'build'], {
        cwd: root,
        env: env(extra),
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        // spawnSync blocks the test runner's own timeout: a build that hangs fails here instead.
        timeout: 240_000,
      });
      const timedOut = result.error ? `\n${result.error.message} (no exit after 240 s)` : '';
      return { status: result.status, output: `${result.stdout}\n${result.stderr}${timedOut}` };
    },
    /** `rspress dev` in the copy on `port`; the child process, its output in `child.output`. */
    dev(port, extra) {
      const child: DevServer = Object.assign(
        spawn(process.execPath, [RSPRESS, 'dev', '--port', String(port)], {
          cwd: root,
          env: env({ NODE_ENV: 'development', ...extra }),
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: process.platform !== 'win32',
        }),
        { output: '' },
      );
      child.stdout.on('data', (chunk: Buffer) => {
        child.output += chunk;
      });
      child.stderr.on('data', (chunk: Buffer) => {
        child.output += chunk;
      });
      return child;
    },
    markFresh(zhSource) {
      execFileSync(
        process.execPath,
        [...RUN_TS, 'scripts/check-freshness.ts', '--mark', zhSource],
        { cwd: root, stdio: 'pipe' },
      );
    },
    remove() {
      rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

// `npm run bench:type-hovers`: what the type hovers (plugins/type-hovers/) cost, against a build
// of the same tree without them (RSLIB_DOCS_TYPE_HOVERS=off), in one run so the machine's load
// moves all builds alike (issue 23, item 4). Three cold builds (output emptied, Rspack's
// persistent cache off): without hovers; with hovers and their analysis cache emptied
// (node_modules/.cache/type-hovers); with hovers and that cache warm. Reports each build's
// time and its ratio to the build without hovers, the HTML of the doc pages (total and the
// page that grows most), and the doc pages' first-load JS (gzip, max and median). Builds are
// long and use both cores: run it alone (`flock /tmp/site-build.lock npm run bench:type-hovers`
// where builds are shared). Options: --json (print the result as JSON).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/build-files.ts';
import { docPageWeights, kb, median } from './lib/page-weight.ts';

const json = process.argv.includes('--json');
const log = (line: string): void => {
  if (!json) console.log(line);
};
const HOVER_CACHE = path.join(repoRoot, 'node_modules/.cache/type-hovers');

function build(
  label: string,
  dir: string,
  env: NodeJS.ProcessEnv,
): { seconds: number; html: Map<string, number>; js: Map<string, number> } {
  rmSync(dir, { recursive: true, force: true });
  log(`bench-type-hovers: building ${label} …`);
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/@rspress/core/bin/rspress.js'), 'build'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        RSPRESS_OUT_DIR: dir,
        RSPRESS_PERSISTENT_CACHE: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error(`bench-type-hovers: the ${label} build failed`);
  }
  const seconds = (performance.now() - started) / 1000;
  log(`bench-type-hovers: ${label} built in ${seconds.toFixed(1)} s`);
  return { seconds, ...docPageWeights(dir) };
}

const tmp = os.tmpdir();
const off = build('without hovers', path.join(tmp, 'rslib-docs-hovers-off'), {
  RSLIB_DOCS_TYPE_HOVERS: 'off',
});
rmSync(HOVER_CACHE, { recursive: true, force: true });
const cold = build('with hovers, analysis uncached', path.join(tmp, 'rslib-docs-hovers-cold'), {});
const warm = build('with hovers, analysis cached', path.join(tmp, 'rslib-docs-hovers-warm'), {});

const total = (m: Map<string, number>): number => [...m.values()].reduce((a, b) => a + b, 0);
let most = { route: '', growth: 0 };
for (const [route, bytes] of warm.html) {
  const before = off.html.get(route);
  if (!before) continue;
  const growth = bytes / before - 1;
  if (growth > most.growth) most = { route, growth };
}
const jsSummary = (m: Map<string, number>) => ({
  max: Math.max(...m.values()),
  median: median([...m.values()]),
});
const result = {
  buildSeconds: { off: off.seconds, uncached: cold.seconds, cached: warm.seconds },
  buildRatio: { uncached: cold.seconds / off.seconds, cached: warm.seconds / off.seconds },
  html: {
    off: total(off.html),
    on: total(warm.html),
    growth: total(warm.html) / total(off.html) - 1,
    mostGrown: most,
  },
  firstLoadJs: { off: jsSummary(off.js), on: jsSummary(warm.js) },
};
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
if (json) console.log(JSON.stringify(result, null, 2));
else {
  log('');
  log(
    `build: ${off.seconds.toFixed(1)} s without hovers; with them ${cold.seconds.toFixed(1)} s uncached (${pct(result.buildRatio.uncached - 1)}), ${warm.seconds.toFixed(1)} s with the analysis cached (${pct(result.buildRatio.cached - 1)}); budget +25%`,
  );
  log(
    `doc-page HTML: ${kb(result.html.off)} → ${kb(result.html.on)} (${pct(result.html.growth)}); most grown ${most.route} (${pct(most.growth)}); budget +10% per page`,
  );
  log(
    `doc-page first-load JS (gzip): max ${kb(result.firstLoadJs.off.max)} → ${kb(result.firstLoadJs.on.max)}, median ${kb(result.firstLoadJs.off.median)} → ${kb(result.firstLoadJs.on.median)}`,
  );
}

// `npm run bench`: the budgets of budgets.json, measured.
// 1. A cold production build (output folder emptied, Rspress's build cache off): wall time
//    and peak memory of the build's process tree.
// 2. First-load JS and CSS of every route, gzip (scripts/lib/page-weight.ts), and the
//    search index of each language.
// 3. Lighthouse, mobile (its default throttling), on 6 pages of each language and the ten
//    heaviest pages (by HTML size) of each language, served with gzip as a static host would.
//    Skipped, with a message, when Chromium or Lighthouse is missing, or with --no-lighthouse.
// 4. Two references, measured by Lighthouse in the same run, interleaved page by page with the
//    site (the machine's load moves all three alike): the floor, this site's own build served
//    with every script and script preload stripped (scripts/lib/strip-scripts.ts: what the
//    markup and CSS cost alone), and a bare Rspress site built from the same docs/
//    (scripts/bench-bare.config.ts: default theme, no plugins) into its own folder, also
//    weighed. Each Lighthouse figure is the median of --runs runs (default 3).
// 5. Time from first paint to controls that respond, CPU slowed 4× (scripts/lib/tap-ready.ts),
//    on quick-start and the heaviest page, this site and bare Rspress interleaved, medians of
//    --runs runs. Skipped with --no-lighthouse or --no-tap.
// Writes bench/results.json and bench/results.md, and puts the table in README.md between
// the bench markers. Options: --no-build (measure the existing builds), --no-lighthouse,
// --no-bare (skip the bare site), --no-floor (skip the script-less floor), --no-tap, --runs N,
// --pages /a,/zh/b (measure only these routes, e.g. to try a change on one long page; the
// README is then left alone and the results go to bench/results.pages.json), --table-only
// (write the tables again from bench/results.json, after a change to the tables or the budgets).
// RSPRESS_OUT_DIR picks the build folder (default bench/out), BENCH_BARE_OUT_DIR the bare
// site's (default rslib-docs-bench-bare in the system's temp folder); CHROME_PATH the browser.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from '../site/locale.ts';
import type { PageType, PageWeight, SearchIndexWeight } from './lib/page-weight.ts';

const repoRoot = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = path.resolve(repoRoot, process.env.RSPRESS_OUT_DIR || 'bench/out');
// The shared helpers read the build folder from the environment.
process.env.RSPRESS_OUT_DIR = outDir;
const { createBuildServer } = await import('./lib/static-server.ts');
const { fileForPath, RUN_TS } = await import('./lib/build-files.ts');
const { langOf, withLang } = await import('../site/locale.ts');
const { BUDGETS, searchTierBudget } = await import('../site/budgets.ts');
const { kb, measurePages, median, searchIndexes, homeCodeIn } = await import(
  './lib/page-weight.ts'
);
const { stripScripts } = await import('./lib/strip-scripts.ts');

const argv = process.argv.slice(2);
const args = new Set(argv);
/** The budget of a search index file: its tier's. */
const budgetOf = (index: SearchIndexWeight): number => searchTierBudget(index.tier!);
/** `--runs N` or `--runs=N`: Lighthouse runs per page and site (medians are reported). */
const RUNS = (() => {
  const at = argv.findIndex((a) => a === '--runs' || a.startsWith('--runs='));
  if (at < 0) return 3;
  const value = Number(argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error('--runs takes a whole number ≥ 1');
  return value;
})();
const bareDir = path.resolve(
  repoRoot,
  process.env.BENCH_BARE_OUT_DIR || path.join(os.tmpdir(), 'rslib-docs-bench-bare'),
);
const withBare = !args.has('--no-bare');
const withFloor = !args.has('--no-floor');
/** `--pages /a,/zh/b` or `--pages=…`: only these routes are measured by Lighthouse. */
const ONLY_PAGES = (() => {
  const at = argv.findIndex((a) => a === '--pages' || a.startsWith('--pages='));
  if (at < 0) return undefined;
  const value = argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
  const list = (value ?? '').split(',').filter(Boolean);
  if (list.length === 0 || list.some((p) => !p.startsWith('/')))
    throw new Error(
      '--pages takes site paths separated by commas, e.g. --pages /guide/start/quick-start',
    );
  return list;
})();
const benchDir = path.join(repoRoot, 'bench');
mkdirSync(benchDir, { recursive: true });

/** Six pages per language: a guide, a config reference page, an overview, the blog, the home. */
const LIGHTHOUSE_PAGES = [
  '/guide/start/quick-start',
  '/guide/basic/output-format',
  '/config/lib/format',
  '/config/rsbuild/',
  '/blog/introducing-rslib',
  '/',
];
const SAMPLE_ROUTES = (['en', 'zh'] as const).flatMap((lang) =>
  LIGHTHOUSE_PAGES.map((page) => withLang(lang, page)),
);
/** How many of the heaviest pages of each language are measured besides the sample. */
const HEAVIEST = 10;
/** The tap-ready figure's pages: quick-start and the heaviest page of the build. */
const TAP_PAGE = '/guide/start/quick-start';

/** A doc page and the size of its HTML, in bytes. */
interface PageSize {
  route: string;
  lang: Lang;
  htmlBytes: number;
}

/** Doc pages by HTML size, largest first. */
function pagesByHtmlSize(pages: PageWeight[]): PageSize[] {
  return pages
    .filter((p) => p.type === 'doc')
    .map((p) => ({
      route: p.route,
      lang: langOf(p.route),
      htmlBytes: statSync(fileForPath(p.route, outDir)!).size,
    }))
    .sort((a, b) => b.htmlBytes - a.htmlBytes);
}

/** The sample, then the ten heaviest doc pages of each language not in it. */
function lighthouseRoutes(bySize: PageSize[]): string[] {
  if (ONLY_PAGES) return ONLY_PAGES;
  const heavy = ['en', 'zh'].flatMap((lang) =>
    bySize
      .filter((p) => p.lang === lang)
      .slice(0, HEAVIEST)
      .map((p) => p.route),
  );
  return [...new Set([...SAMPLE_ROUTES, ...heavy])];
}
/** budgets.json's Lighthouse budgets: scores, LCP, CLS, and TBT as a share of the bare site's. */
const LH = BUDGETS.lighthouse;
/**
 * The cold build's budget: its time over a bare Rspress build of the same pages, cold, in the
 * same run (scripts/bench-bare.config.ts), so it holds on any machine and any load.
 */
const BUDGET_BUILD_RATIO = BUDGETS.coldBuildRatioToBareRspress;
const BUDGET_TBT_RATIO = LH.tbtRatioToBareRspress;
const LH_SCORES = `≥ ${LH.performance} / ${LH.accessibility} / ${LH.bestPractices} / ${LH.seo}`;

// 1. Build ------------------------------------------------------------------------------------

/** Sum of the resident memory of a process and its descendants, in bytes (Linux /proc). */
function treeRss(rootPid: number): number {
  let children: Map<number, number[]>;
  try {
    children = new Map();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (!children.has(ppid)) children.set(ppid, []);
        children.get(ppid)!.push(Number(name));
      } catch {}
    }
  } catch {
    return 0;
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const rss = status.match(/^VmRSS:\s+(\d+) kB/m);
      if (rss) total += Number(rss[1]) * 1024;
    } catch {}
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Wall time and peak memory of a cold build; `bareSeconds`, the bare site's time in the same run. */
interface BuildFigures {
  seconds: number;
  peakMemoryBytes: number;
  bareSeconds?: number;
}

/** A cold build of `config` (the site's by default) into `dir`. */
async function coldBuild(
  dir: string = outDir,
  config: string | undefined = undefined,
): Promise<BuildFigures> {
  rmSync(dir, { recursive: true, force: true });
  // Rsbuild's own cache folder, if a previous build left one.
  rmSync(path.join(repoRoot, 'node_modules/.cache'), { recursive: true, force: true });
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/@rspress/core/bin/rspress.js'),
      'build',
      ...(config ? ['--config', config] : []),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        RSPRESS_OUT_DIR: dir,
        BENCH_BARE_OUT_DIR: dir,
        RSPRESS_PERSISTENT_CACHE: 'false',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.on('data', (d) => {
    log += d;
  });
  child.stderr.on('data', (d) => {
    log += d;
  });
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid!));
  }, 100);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) {
    console.error(log.slice(-4000));
    throw new Error(`rspress build failed with exit code ${code}`);
  }
  return { seconds, peakMemoryBytes: peak };
}

// 3. Lighthouse -------------------------------------------------------------------------------

/**
 * The build served as a static host serves it (scripts/lib/static-server.ts), gzip on;
 * `stripped`: its pages without scripts (the floor, scripts/lib/strip-scripts.ts).
 */
function serveBuild(root: string = outDir, { stripped = false } = {}): Promise<Server> {
  const server = createBuildServer(root, {
    gzip: true,
    transformHtml: stripped ? stripScripts : undefined,
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function chromePath(): string | undefined {
  return [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].find((p) => p && existsSync(p));
}

/**
 * Lighthouse's mobile user agent, marked as Lighthouse. Its browser speaks English, and
 * Rspress's first-visit language redirect (an inline script in every page) sends an English
 * browser from a Chinese page to its English twin unless the agent names a bot or Lighthouse.
 * Without the mark a Chinese page's figures were two page loads. A reader of Chinese pages is
 * not redirected, so this measures what that reader gets (bench/PERFORMANCE.md, 3).
 */
async function readerUserAgent(): Promise<string> {
  const { userAgents } = await import('lighthouse/core/config/constants.js');
  return `${userAgents.mobile} Chrome-Lighthouse`;
}

/**
 * Whether the machine has a font with Chinese glyphs. Without one, Chromium looks for a
 * fallback for every run of Han characters and finds none: the first layout of a Chinese page
 * then costs several times that of its English twin, which no reader's device pays.
 */
function hasCjkFont(): boolean {
  const list = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return list.status === 0 && list.stdout.trim().length > 0;
}

/** Lighthouse's run function (the `lighthouse` package's default export). */
type Lighthouse = typeof import('lighthouse').default;

/** The figures of a Lighthouse run the tables compare, by name. */
type Figure = 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'tbtMs' | 'cls';

/** One Lighthouse run of one page: scores, LCP, TBT, CLS, and the ids of its failing audits. */
type AuditEntry = Record<Figure, number> & { route: string; failing: string[] };

/** The medians of a page's runs (medianEntry), with their number. */
type LighthouseEntry = AuditEntry & { runs: number };

/** One Lighthouse run of one URL, reduced to the figures the tables show. */
async function audit(
  lighthouse: Lighthouse,
  port: number,
  url: string,
  route: string,
  attempt = 1,
): Promise<AuditEntry> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    emulatedUserAgent: await readerUserAgent(),
  });
  const { categories, audits, runtimeError } = runner!.lhr;
  // A run Lighthouse could not finish (NO_FCP and the like) has no figures: it is run again
  // up to twice; a page that still fails keeps its zeros, marked by the error's code in its
  // failing audits, so the tables show a failed run and not a measurement.
  if (runtimeError && attempt < 3) {
    console.log(`lighthouse ${url}: ${runtimeError.code}, running it again`);
    return audit(lighthouse, port, url, route, attempt + 1);
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    failing: runtimeError
      ? [`lighthouse-${runtimeError.code}`]
      : Object.values(categories)
          .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => audits[r.id]))
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
          .map((a) => a.id),
  };
}

/** The median of each figure over the runs of one page; failing audits of any run. */
function medianEntry(runs: AuditEntry[]): LighthouseEntry {
  const pick = (key: Figure) => median(runs.map((r) => r[key]));
  return {
    route: runs[0].route,
    runs: runs.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

/**
 * A build served for a measure: its name and folder (`stripped`: the floor), then, once served,
 * its server, its origin and the figures of each run by route.
 */
interface ServedSite<Run> {
  name: string;
  root: string;
  stripped?: boolean;
  server?: Server;
  origin?: string;
  runs?: Map<string, Run[]>;
}

/** Lighthouse's figures of the run, or why it was skipped. */
interface LighthouseResult {
  skipped?: string;
  runs?: number;
  pages?: LighthouseEntry[];
  floorPages?: LighthouseEntry[];
  barePages?: LighthouseEntry[];
}

/**
 * Lighthouse on the site and, when given, the bare site: for each run, each page, the site
 * then the bare site, so both see the same load of the machine. Medians of the runs.
 */
async function runLighthouse(
  routes: string[],
  bareRoot: string | undefined,
): Promise<LighthouseResult> {
  const chrome = chromePath();
  if (!chrome) return { skipped: 'no Chromium found (set CHROME_PATH)' };
  let lighthouse: Lighthouse;
  let launcher: typeof import('chrome-launcher');
  try {
    lighthouse = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch (error) {
    return {
      skipped: `the lighthouse package is not installed (${(error as Error).message.split('\n')[0]})`,
    };
  }
  const sites: ServedSite<AuditEntry>[] = [{ name: 'site', root: outDir }];
  if (withFloor) sites.push({ name: 'floor', root: outDir, stripped: true });
  if (bareRoot) sites.push({ name: 'bare', root: bareRoot });
  for (const site of sites) {
    site.server = await serveBuild(site.root, { stripped: site.stripped });
    site.origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
    site.runs = new Map();
  }
  const browser = await launcher.launch({
    chromePath: chrome,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const route of routes) {
        for (const site of sites) {
          const entry = await audit(lighthouse, browser.port, `${site.origin}${route}`, route);
          if (!site.runs!.has(route)) site.runs!.set(route, []);
          site.runs!.get(route)!.push(entry);
          console.log(
            `lighthouse ${site.name} ${route} (run ${run}/${RUNS}): ${entry.performance}/${entry.accessibility}/${entry.bestPractices}/${entry.seo}, LCP ${entry.lcpMs} ms, TBT ${entry.tbtMs} ms`,
          );
        }
      }
    }
  } finally {
    await browser.kill();
    for (const site of sites) site.server!.close();
  }
  const pagesOf = (name: string) => {
    const site = sites.find((s) => s.name === name);
    return site && routes.map((route) => medianEntry(site.runs!.get(route)!));
  };
  return {
    runs: RUNS,
    pages: pagesOf('site'),
    ...(withFloor ? { floorPages: pagesOf('floor') } : {}),
    ...(bareRoot ? { barePages: pagesOf('bare') } : {}),
  };
}

/** The tap-ready figures of the run: per page, the medians in milliseconds (null: no response). */
interface TapReadyFigures {
  cpuSlowdown: number;
  runs: number;
  pages: { route: string; siteMs: number | null; bareMs?: number | null }[];
}

/**
 * Time from first paint to a tap that takes effect, CPU slowed 4×, on `routes`: this site and
 * the bare site interleaved run by run, medians (scripts/lib/tap-ready.ts).
 */
async function runTapReady(
  routes: string[],
  bareRoot: string | undefined,
): Promise<TapReadyFigures> {
  const { CPU_SLOWDOWN, launchTapBrowser, tapReady } = await import('./lib/tap-ready.ts');
  const sites: ServedSite<number | null>[] = [{ name: 'site', root: outDir }];
  if (bareRoot) sites.push({ name: 'bare', root: bareRoot });
  for (const site of sites) {
    site.server = await serveBuild(site.root);
    site.origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
    site.runs = new Map(routes.map((route) => [route, []]));
  }
  const browser = await launchTapBrowser();
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const route of routes) {
        for (const site of sites) {
          const { ms, firstTapMs } = await tapReady(browser, `${site.origin}${route}`);
          site.runs!.get(route)!.push(ms ?? null);
          console.log(
            `tap-ready ${site.name} ${route} (run ${run}/${RUNS}, CPU ${CPU_SLOWDOWN}× slower): ${ms === undefined ? 'no response' : `${ms} ms`} (first tap ${firstTapMs} ms after first paint)`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    for (const site of sites) site.server!.close();
  }
  /** The median, or null when any run got no response at all. */
  const med = (list: (number | null)[]) => (list.every((n) => n !== null) ? median(list) : null);
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    runs: RUNS,
    pages: routes.map((route) => ({
      route,
      siteMs: med(sites[0].runs!.get(route)!),
      ...(bareRoot ? { bareMs: med(sites[1].runs!.get(route)!) } : {}),
    })),
  };
}

/** First-load weight of the bare site's pages (the shared helpers read one build folder). */
function measureBarePages(): Pick<PageWeight, 'route' | 'type' | 'js' | 'css'>[] {
  const code = `const { measurePages } = await import(${JSON.stringify(
    new URL('./lib/page-weight.ts', import.meta.url).href,
  )}); console.log(JSON.stringify(measurePages().map(({ route, type, js, css }) => ({ route, type, js, css }))));`;
  const child = spawnSync(process.execPath, [...RUN_TS, '--input-type=module', '-e', code], {
    cwd: repoRoot,
    env: { ...process.env, RSPRESS_OUT_DIR: bareDir },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`measuring the bare site failed: ${child.stderr}`);
  return JSON.parse(child.stdout);
}

// Report --------------------------------------------------------------------------------------

/** Max, median and min first-load weight over the pages of one type, in bytes (gzip). */
interface WeightSummary {
  count: number;
  js: { max: number; median: number; min: number };
  css: { max: number; median: number; min: number };
}

/** A route's first-load weight in the results, in bytes (gzip); the bare site's has only these. */
interface BareRouteWeight {
  route: string;
  type: PageType;
  jsGzip: number;
  cssGzip: number;
}

/** A route of this site in the results: also its HTML's bytes and its numbers of files. */
interface RouteWeight extends BareRouteWeight {
  /** Absent in results written before the HTML was weighed. */
  htmlBytes?: number;
  jsFiles: number;
  cssFiles: number;
}

/** bench/results.json (and bench/results.pages.json): what the tables are written from. */
interface BenchResult {
  date: string;
  machine: {
    cpus: number;
    model: string;
    memoryBytes: number;
    node: string;
    loadAverage: number[];
    cjkFont: boolean;
  };
  build?: BuildFigures;
  outDir: string;
  pages: {
    doc: WeightSummary;
    home: WeightSummary;
    homeCodeInDocs: string[];
    routes: RouteWeight[];
  };
  searchIndex: SearchIndexWeight[];
  bare?: {
    rspress: string;
    outDir: string;
    doc: { js: { max: number; median: number } };
    routes: BareRouteWeight[];
  };
  lighthouse: LighthouseResult;
  tapReady?: TapReadyFigures;
}

/** Some Lighthouse figures of a page, or their medians over the doc pages. */
type Figures = Partial<Record<Figure, number>>;

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const pass = (ok: boolean): string => (ok ? '✅' : '❌');

function markdown(r: BenchResult): string {
  const lines: string[] = [];
  lines.push(
    `Measured ${r.date.slice(0, 10)} on ${r.machine.cpus} CPU cores (${r.machine.model}), Node.js ${r.machine.node}. \`npm run bench\` writes this table.`,
    '',
    '| What | Budget | Measured | |',
    '| --- | --- | --- | --- |',
  );
  if (r.build) {
    const memory = `peak memory ${mb(r.build.peakMemoryBytes)}`;
    const bare = r.build.bareSeconds;
    lines.push(
      bare
        ? `| Cold production build, whole site, next to bare Rspress | ≤ ${BUDGET_BUILD_RATIO}× | ${r.build.seconds.toFixed(1)} s / ${bare.toFixed(1)} s (${(r.build.seconds / bare).toFixed(2)}×; ${memory}) | ${pass(r.build.seconds / bare <= BUDGET_BUILD_RATIO)} |`
        : `| Cold production build, whole site | ≤ ${BUDGET_BUILD_RATIO}× bare Rspress | ${r.build.seconds.toFixed(1)} s (${memory}; no bare build in this run, run without --no-bare for the ratio) | |`,
    );
  }
  const d = r.pages.doc;
  lines.push(
    `| First-load JS of a doc page, gzip | ≤ ${kb(BUDGETS.docPageJs)} | max ${kb(d.js.max)}, median ${kb(d.js.median)} (${d.count} pages) | ${pass(d.js.max <= BUDGETS.docPageJs)} |`,
    `| First-load CSS of a doc page, gzip | ≤ ${kb(BUDGETS.docPageCss)} | max ${kb(d.css.max)} | ${pass(d.css.max <= BUDGETS.docPageCss)} |`,
    `| First-load JS / CSS of the home page, gzip | — | ${kb(r.pages.home.js.max)} / ${kb(r.pages.home.css.max)} | |`,
    `| Home-only code in doc pages | none | ${r.pages.homeCodeInDocs.length === 0 ? 'none' : r.pages.homeCodeInDocs.join(', ')} | ${pass(r.pages.homeCodeInDocs.length === 0)} |`,
  );
  for (const index of r.searchIndex.filter((i) => i.kind === 'docsearch')) {
    lines.push(
      `| Search index (${index.lang}, ${index.tier} tier), gzip | ≤ ${kb(budgetOf(index))} | ${kb(index.gzip)} (${kb(index.raw)} raw) | ${pass(index.gzip <= budgetOf(index))} |`,
    );
  }
  if (r.lighthouse.pages) {
    const docs = r.lighthouse.pages.filter((p) => !/^\/(zh\/)?$/.test(p.route));
    const min = (key: Figure) => Math.min(...docs.map((p) => p[key]));
    const max = (key: Figure) => Math.max(...docs.map((p) => p[key]));
    const ok =
      min('performance') >= LH.performance &&
      min('accessibility') >= LH.accessibility &&
      min('bestPractices') >= LH.bestPractices &&
      min('seo') >= LH.seo;
    lines.push(
      `| Lighthouse mobile, doc pages (lowest of ${docs.length}): performance / accessibility / best practices / SEO | ${LH_SCORES} | ${min('performance')} / ${min('accessibility')} / ${min('bestPractices')} / ${min('seo')} | ${pass(ok)} |`,
      `| Lighthouse mobile, doc pages (highest of ${docs.length}): LCP / CLS | ≤ ${(LH.lcp / 1000).toFixed(1)} s / ${LH.cls} | ${(max('lcpMs') / 1000).toFixed(1)} s / ${max('cls')} | ${pass(max('lcpMs') <= LH.lcp && max('cls') <= LH.cls)} |`,
    );
    lines.push(
      '',
      '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const p of r.lighthouse.pages) {
      lines.push(
        `| \`${p.route}\` | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${(p.lcpMs / 1000).toFixed(1)} s | ${p.tbtMs} ms | ${p.cls} |`,
      );
    }
  } else {
    lines.push(`| Lighthouse mobile | ${LH_SCORES} | skipped: ${r.lighthouse.skipped} | |`);
  }
  if (r.bare || r.lighthouse.floorPages || r.tapReady) lines.push('', ...floorTable(r));
  lines.push(
    '',
    "First-load weight counts what a built page loads by itself: its app scripts (inserted after the first paint, `plugins/paint-first.ts`), its stylesheets and the scripts it preloads (its route chunk), each gzipped. Search loads on intent and is not in it. Lighthouse runs against the build served with gzip on 127.0.0.1, with its default mobile throttling and its user agent marked as Lighthouse, so Rspress's first-visit language redirect leaves the Chinese pages alone; its performance score moves with the load of the machine.",
  );
  return `${lines.join('\n')}\n`;
}

const ratio = (a: number, b: number): string => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');

const ms = (n: number): string => `${(n / 1000).toFixed(1)} s`;

/**
 * This site next to its floor (its own pages without scripts) and the bare Rspress site built
 * from the same pages, page by page, with ratios; then the time to responding controls.
 */
function floorTable(r: BenchResult): string[] {
  const site = r.lighthouse.pages ?? [];
  const floor = r.lighthouse.floorPages ?? [];
  const bare = r.lighthouse.barePages ?? [];
  const names = ['this site', floor.length && 'floor', bare.length && 'bare Rspress'].filter(
    Boolean,
  );
  const lines = [
    `Side by side, measured in the same run, interleaved page by page${r.lighthouse.runs ? `, medians of ${r.lighthouse.runs} Lighthouse runs` : ''}: this site; the floor, this site's own pages with every script and script preload stripped (\`scripts/lib/strip-scripts.ts\`, HTML and CSS only)${r.bare ? `; bare Rspress ${r.bare.rspress} built from the same \`docs/\` (default theme, no plugins; \`scripts/bench-bare.config.ts\`)` : ''}. Each cell: ${names.join(' / ')}; the ratios are this site's to the floor (÷ floor) and to bare Rspress (÷ bare). Targets (issue 22): TBT ≤ 1.5 × floor + 50 ms, LCP ≤ 1.05 × floor.`,
    '',
    '| Page | HTML | First-load JS, gzip (site / bare) | Performance | LCP | TBT | |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  const weight = <T extends { route: string }>(routes: T[], route: string) =>
    routes.find((p) => p.route === route);
  const routes = site.length ? site.map((p) => p.route) : SAMPLE_ROUTES;
  const ratios = (x: Figures, f: Figures | undefined, b: Figures | undefined, key: Figure) =>
    [f && `${ratio(x[key]!, f[key]!)} ÷ floor`, b && `${ratio(x[key]!, b[key]!)} ÷ bare`]
      .filter(Boolean)
      .join(', ');
  const cells = <T extends object>(
    list: (T | undefined)[],
    fmt: (x: T) => string | number | undefined,
  ) =>
    list
      .filter((x): x is T => Boolean(x))
      .map(fmt)
      .join(' / ');
  for (const route of routes) {
    const w = weight(r.pages.routes, route);
    const bw = r.bare && weight(r.bare.routes, route);
    const js = w && bw ? `${kb(w.jsGzip)} / ${kb(bw.jsGzip)} (${ratio(w.jsGzip, bw.jsGzip)})` : '—';
    const html = w?.htmlBytes ? kb(w.htmlBytes) : '—';
    const a = site.find((p) => p.route === route);
    const f = floor.find((p) => p.route === route);
    const b = bare.find((p) => p.route === route);
    if (!a) continue;
    const list = [a, f, b];
    const ok = !f || (a.tbtMs <= 1.5 * f.tbtMs + 50 && a.lcpMs <= 1.05 * f.lcpMs);
    lines.push(
      `| \`${route}\` | ${html} | ${js} | ${cells(list, (x) => x.performance)} | ${cells(list, (x) => ms(x.lcpMs))} (${ratios(a, f, b, 'lcpMs')}) | ${cells(list, (x) => `${x.tbtMs} ms`)} (${ratios(a, f, b, 'tbtMs')}) | ${f ? pass(ok) : ''} |`,
    );
  }
  const docs = (list: LighthouseEntry[]) => list.filter((p) => !/^\/(zh\/)?$/.test(p.route));
  if (site.length > 1 && (floor.length || bare.length)) {
    const med = (list: LighthouseEntry[], key: Figure) =>
      list.length ? median(docs(list).map((p) => p[key])) : undefined;
    const m = (key: Figure): Figures => ({ [key]: med(site, key) });
    const mf = (key: Figure): Figures | undefined =>
      floor.length ? { [key]: med(floor, key) } : undefined;
    const mb = (key: Figure): Figures | undefined =>
      bare.length ? { [key]: med(bare, key) } : undefined;
    const row = (key: Figure, fmt: (n: number) => string) =>
      `${cells([m(key), mf(key), mb(key)], (x) => fmt(x[key]!))} (${ratios(m(key), mf(key), mb(key), key)})`;
    lines.push(
      `| Doc pages, median | — | — | ${cells([m('performance'), mf('performance'), mb('performance')], (x) => x.performance)} | ${row('lcpMs', ms)} | ${row('tbtMs', (n) => `${n} ms`)}${bare.length ? `; budget ≤ ${BUDGET_TBT_RATIO}× bare` : ''} | |`,
    );
  }
  if (r.tapReady?.pages?.length) {
    lines.push(
      '',
      `Time from the first paint to controls that respond, CPU slowed ${r.tapReady.cpuSlowdown}× (DevTools throttling), medians of ${r.tapReady.runs} loads: from the first contentful paint on, the appearance toggle is tapped every 100 ms until the theme flips (\`scripts/lib/tap-ready.ts\`). This site replays a tap made before hydration (\`plugins/early-input.ts\`); bare Rspress drops it. Target: no longer than bare Rspress.`,
      '',
      '| Page | This site | Bare Rspress | |',
      '| --- | --- | --- | --- |',
    );
    const shown = (n: number | null | undefined) =>
      n === null || n === undefined ? 'no response' : `${(n / 1000).toFixed(2)} s`;
    for (const p of r.tapReady.pages) {
      const ok = p.siteMs !== null && (p.bareMs == null || p.siteMs <= p.bareMs);
      lines.push(
        `| \`${p.route}\` | ${shown(p.siteMs)} | ${'bareMs' in p ? shown(p.bareMs) : '—'} | ${'bareMs' in p ? pass(ok) : ''} |`,
      );
    }
  }
  return lines;
}

function summarize(pages: PageWeight[], type: PageType): WeightSummary {
  const list = pages.filter((p) => p.type === type);
  const js = list.map((p) => p.js.gzip);
  const css = list.map((p) => p.css.gzip);
  return {
    count: list.length,
    js: { max: Math.max(...js), median: median(js), min: Math.min(...js) },
    css: { max: Math.max(...css), median: median(css), min: Math.min(...css) },
  };
}

// Run -------------------------------------------------------------------------------------------

if (args.has('--table-only')) {
  const last = path.join(benchDir, 'results.json');
  if (!existsSync(last)) throw new Error('--table-only: there is no bench/results.json yet');
  writeTables(JSON.parse(readFileSync(last, 'utf8')));
  process.exit(0);
}

/** The result as the run fills it in, in the order of bench/results.json's fields. */
const result: Pick<BenchResult, 'date' | 'machine'> & Partial<BenchResult> = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.availableParallelism?.() ?? os.cpus().length,
    model: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memoryBytes: os.totalmem(),
    node: process.version,
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    cjkFont: hasCjkFont(),
  },
};
if (!result.machine.cjkFont)
  console.log(
    'No font with Chinese glyphs on this machine: the Chinese pages will measure slower than a reader sees them. Install one first (Debian: apt-get install -y fonts-wqy-microhei).',
  );

if (!args.has('--no-build')) {
  console.log(`Cold build into ${path.relative(repoRoot, outDir)} (build cache off)…`);
  result.build = await coldBuild();
  console.log(
    `build: ${result.build.seconds.toFixed(1)} s, peak memory ${mb(result.build.peakMemoryBytes)}`,
  );
  if (withBare) {
    console.log(`Cold build of the bare Rspress site into ${bareDir}…`);
    const bare = await coldBuild(bareDir, path.join(repoRoot, 'scripts/bench-bare.config.ts'));
    result.build.bareSeconds = bare.seconds;
    const ratio = result.build.seconds / bare.seconds;
    console.log(
      `bare build: ${bare.seconds.toFixed(1)} s; this site takes ${ratio.toFixed(2)}× as long (budget ≤ ${BUDGET_BUILD_RATIO}×, budgets.json coldBuildRatioToBareRspress)`,
    );
  }
} else {
  if (!existsSync(outDir)) throw new Error(`--no-build: there is no build at ${outDir}`);
  // Keep the build figures of the run that made this build (`--no-lighthouse` then
  // `--no-build` splits a run, e.g. to hold a shared build lock only while building).
  const previous = path.join(benchDir, 'results.json');
  if (existsSync(previous)) {
    const last: Partial<BenchResult> = JSON.parse(readFileSync(previous, 'utf8'));
    if (last.build && last.outDir === path.relative(repoRoot, outDir)) result.build = last.build;
  }
}
result.outDir = path.relative(repoRoot, outDir);

const pages = measurePages();
const docs = pages.filter((p) => p.type === 'doc');
const homeCode = new Set<string>();
for (const page of docs) for (const { module } of homeCodeIn(page)) homeCode.add(module);
result.pages = {
  doc: summarize(pages, 'doc'),
  home: summarize(pages, 'home'),
  homeCodeInDocs: [...homeCode],
  routes: pages.map(({ route, type, js, css }) => ({
    route,
    type,
    htmlBytes: statSync(fileForPath(route, outDir)!).size,
    jsGzip: js.gzip,
    cssGzip: css.gzip,
    jsFiles: js.files,
    cssFiles: css.files,
  })),
};
const bySize = pagesByHtmlSize(pages);
const routes = lighthouseRoutes(bySize);
// Quick-start and the heaviest page; with --pages, the given pages.
const tapRoutes = ONLY_PAGES ?? [...new Set([TAP_PAGE, bySize[0].route])];
result.searchIndex = searchIndexes();
const hasBare = withBare && existsSync(path.join(bareDir, 'index.html'));
if (withBare && !hasBare) console.log(`No bare site at ${bareDir}: the floor is skipped.`);
if (hasBare) {
  const rspress: string = JSON.parse(
    readFileSync(path.join(repoRoot, 'node_modules/@rspress/core/package.json'), 'utf8'),
  ).version;
  const routes = measureBarePages();
  const bareDocs = routes.filter((p) => p.type === 'doc').map((p) => p.js.gzip);
  result.bare = {
    rspress,
    outDir: bareDir,
    doc: { js: { max: Math.max(...bareDocs), median: median(bareDocs) } },
    routes: routes.map(({ route, type, js, css }) => ({
      route,
      type,
      jsGzip: js.gzip,
      cssGzip: css.gzip,
    })),
  };
  console.log(
    `bare doc pages: JS max ${kb(result.bare.doc.js.max)}, median ${kb(result.bare.doc.js.median)}`,
  );
}
console.log(
  `doc pages: JS max ${kb(result.pages.doc.js.max)}, median ${kb(result.pages.doc.js.median)}; CSS max ${kb(result.pages.doc.css.max)}`,
);

if (args.has('--no-lighthouse')) result.lighthouse = { skipped: '--no-lighthouse' };
else {
  console.log(`Lighthouse on ${routes.length} pages: ${routes.join(' ')}`);
  result.lighthouse = await runLighthouse(routes, hasBare ? bareDir : undefined);
  if (result.lighthouse.skipped) console.log(`Lighthouse skipped: ${result.lighthouse.skipped}`);
  else if (!args.has('--no-tap'))
    result.tapReady = await runTapReady(tapRoutes, hasBare ? bareDir : undefined);
}

// Every field the tables read is set by now (`result as BenchResult` below).
if (ONLY_PAGES) {
  // A partial run: its tables go to the console and its own files, never to the README.
  const partial = path.join(benchDir, 'results.pages.json');
  writeFileSync(partial, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `\n${markdown(result as BenchResult)}\nWrote ${path.relative(repoRoot, partial)} (a --pages run leaves the README alone).`,
  );
} else writeTables(result as BenchResult);

/** bench/results.json, bench/results.md and the README table. */
function writeTables(result: BenchResult): void {
  const table = markdown(result);
  writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
  // In the repository's JSON style, so `npm run lint` passes on a fresh result.
  spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/@biomejs/biome/bin/biome'),
      'format',
      '--write',
      'bench/results.json',
    ],
    {
      cwd: repoRoot,
      stdio: 'ignore',
    },
  );
  writeFileSync(path.join(benchDir, 'results.md'), `# Benchmark\n\n${table}`);

  const readme = path.join(repoRoot, 'README.md');
  const START = '<!-- bench:start -->';
  const END = '<!-- bench:end -->';
  let text = readFileSync(readme, 'utf8');
  const block = `${START}\n${table}${END}`;
  if (text.includes(START) && text.includes(END)) {
    text = text.replace(new RegExp(`${START}[\\s\\S]*?${END}`), () => block);
  } else {
    text = `${text.trimEnd()}\n\n## Budgets, measured\n\n${block}\n`;
  }
  writeFileSync(readme, text);
  console.log('\nWrote bench/results.json, bench/results.md and the table in README.md.');
}

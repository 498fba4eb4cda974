// `npm run bench:growth`: what adding pages costs every other page. Copies the site (without
// node_modules, builds and git) to a temporary folder, builds it, adds N page pairs (en + zh,
// default 20, registered in the sections' _meta.json, with headings, prose, a list and code
// blocks like a real guide page), builds again, and prints the doc-page first-load JS (gzip)
// of both builds: max, median, and the median over the pages both builds have. The shared
// first load should not grow with the number of pages (issue 27, item 6).
// Options: --pages N, --keep (leave the temporary folder), --json (print the result as JSON).
// Builds are long and use both cores: run it alone (`flock /tmp/site-build.lock npm run bench:growth`
// where builds are shared).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/build-files.ts';
import { docPageWeights, kb, median } from './lib/page-weight.ts';

const argv = process.argv.slice(2);
const option = <T>(name: string, fallback: T): string | T => {
  const at = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (at < 0) return fallback;
  return argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
};
const PAIRS = Number(option('--pages', 20));
if (!Number.isInteger(PAIRS) || PAIRS < 1) throw new Error('--pages takes a whole number ≥ 1');

/** Sections the new pages go to, in turn: three sidebars of both languages grow. */
const SECTIONS = ['guide/advanced', 'guide/basic', 'guide/solution'];

/** Topics of the added pages: names and titles as long as the site's own. */
const TOPICS: [slug: string, en: string, zh: string][] = [
  ['source-maps', 'Source maps', 'Source Map'],
  ['tree-shaking', 'Tree shaking in libraries', '库的 Tree Shaking'],
  ['monorepo', 'Libraries in a monorepo', 'Monorepo 中的库'],
  ['side-effects', 'Side effects and sideEffects', '副作用与 sideEffects'],
  ['exports-field', 'The exports field', 'exports 字段'],
  ['dual-package', 'Dual ESM and CJS packages', 'ESM 与 CJS 双格式包'],
  ['polyfills', 'Polyfills for consumers', '为使用方提供 polyfill'],
  ['banner-footer', 'Banners and footers', 'Banner 与 Footer'],
  ['shims', 'Module shims', '模块 shim'],
  ['externals', 'Externals and peer dependencies', 'Externals 与 peer 依赖'],
  ['bundleless', 'Bundleless output', 'Bundleless 产物'],
  ['node-builtins', 'Node.js built-in modules', 'Node.js 内置模块'],
  ['browser-field', 'The browser field', 'browser 字段'],
  ['type-checking', 'Type checking in builds', '构建中的类型检查'],
  ['path-aliases', 'Path aliases', '路径别名'],
  ['assets-inline', 'Inlining assets', '内联静态资源'],
  ['umd-globals', 'UMD globals', 'UMD 全局变量'],
  ['watch-mode', 'Watch mode', '监听模式'],
  ['debugging-builds', 'Debugging a build', '调试构建'],
  ['publishing', 'Publishing to npm', '发布到 npm'],
];

/** An added page pair: its file name and its title in each language. */
interface Topic {
  slug: string;
  en: string;
  zh: string;
}

function topic(i: number): Topic {
  const [slug, en, zh] = TOPICS[i % TOPICS.length];
  const round = Math.floor(i / TOPICS.length);
  return round === 0
    ? { slug, en, zh }
    : { slug: `${slug}-${round + 1}`, en: `${en} (${round + 1})`, zh: `${zh}（${round + 1}）` };
}

function pageEn({ slug, en }: Topic, i: number): string {
  return `# ${en} {#${slug}}

This page explains how Rslib handles ${en.toLowerCase()} and which options change the output. Each section starts from a configuration that builds, shows the files it writes, and then names the option to change when a consumer needs something else.

## Configure it {#configure}

Add the option to the lib item that needs it. Options at the top level apply to every lib item; a lib item's own value wins.

\`\`\`ts title="rslib.config.ts"
import { defineConfig } from '@rslib/core';

export default defineConfig({
  lib: [{ format: 'esm', syntax: 'es2021' }, { format: 'cjs', syntax: 'es2021' }],
  output: { target: 'node', distPath: { root: './dist/${slug}' } },
});
\`\`\`

## Output files {#output-files}

The build writes one folder per format:

\`\`\`text
dist/${slug}
├── esm
│   ├── index.js
│   └── index.d.ts
└── cjs
    ├── index.cjs
    └── index.d.ts
\`\`\`

- The ESM files keep \`import\` statements, so a consumer's bundler can drop unused exports.
- The CJS files use \`require\`, for consumers on older Node.js versions.
- Declaration files are written next to the code when [dts](/config/lib/dts) is on.

## Check the result {#check}

Run the build and open the files: a change of ${i + 1} lines in the source should change the same lines in the output, and nothing else. When it does not, read [the output structure](/guide/basic/output-structure) first.
`;
}

function pageZh({ slug, zh }: Topic, i: number): string {
  return `# ${zh} {#${slug}}

本页介绍 Rslib 如何处理${zh}，以及哪些配置项会改变产物。每一节先给出一份可以构建的配置，列出它写出的文件，再说明使用方有其他需求时应该修改哪个配置项。

## 配置 {#configure}

在需要它的 \`lib\` 项中添加该配置项。顶层配置对所有 \`lib\` 项生效，\`lib\` 项自身的值优先。

\`\`\`ts title="rslib.config.ts"
import { defineConfig } from '@rslib/core';

export default defineConfig({
  lib: [{ format: 'esm', syntax: 'es2021' }, { format: 'cjs', syntax: 'es2021' }],
  output: { target: 'node', distPath: { root: './dist/${slug}' } },
});
\`\`\`

## 产物文件 {#output-files}

每种格式的产物写入各自的目录：

\`\`\`text
dist/${slug}
├── esm
│   ├── index.js
│   └── index.d.ts
└── cjs
    ├── index.cjs
    └── index.d.ts
\`\`\`

- ESM 产物保留 \`import\` 语句，使用方的打包工具可以移除未使用的导出。
- CJS 产物使用 \`require\`，供较旧版本的 Node.js 使用。
- 开启 [dts](/config/lib/dts) 时，类型声明文件写在代码旁边。

## 检查结果 {#check}

运行构建并打开产物：源码中改动 ${i + 1} 行，产物中也应只改动对应的行。如果不是这样，请先阅读[产物结构](/guide/basic/output-structure)。
`;
}

/** Adds `pairs` page pairs to the docs in `root` and registers them in the sidebars. */
function addPages(root: string, pairs: number): void {
  for (let i = 0; i < pairs; i++) {
    const section = SECTIONS[i % SECTIONS.length];
    const t = topic(i);
    for (const lang of ['en', 'zh']) {
      const dir = path.join(root, 'docs', lang, section);
      const file = path.join(dir, `${t.slug}.mdx`);
      if (existsSync(file)) throw new Error(`bench-growth: ${file} exists already`);
      writeFileSync(file, lang === 'en' ? pageEn(t, i) : pageZh(t, i));
      const metaFile = path.join(dir, '_meta.json');
      const meta: unknown[] = JSON.parse(readFileSync(metaFile, 'utf8'));
      meta.push(t.slug);
      writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
    }
  }
}

function build(root: string, label: string): void {
  console.log(`bench-growth: building ${label} in ${root} …`);
  const started = Date.now();
  const result = spawnSync('npx', ['rspress', 'build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', RSPRESS_OUT_DIR: path.join(root, 'doc_build') },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error(`bench-growth: the ${label} build failed`);
  }
  console.log(`bench-growth: ${label} built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** First-load JS (gzip) of every doc page of the build in `dir`: route → bytes. */
const docPageJs = (dir: string): Map<string, number> => docPageWeights(dir).js;

/** Doc-page first-load JS (gzip) over a set of pages, in bytes. */
interface Summary {
  pages: number;
  max: number;
  median: number;
}

function summary(pages: Map<string, number>, only?: Set<string>): Summary {
  const values = [...pages].filter(([route]) => !only || only.has(route)).map(([, v]) => v);
  return { pages: values.length, max: Math.max(...values), median: median(values) };
}

const work = mkdtempSync(path.join(os.tmpdir(), 'rslib-docs-growth-'));
const skip = new Set(['node_modules', 'doc_build', '.git', '.rspress', 'test-results', 'bench']);
cpSync(repoRoot, work, {
  recursive: true,
  filter: (src) => !skip.has(path.relative(repoRoot, src).split(path.sep)[0]),
});
symlinkSync(path.join(repoRoot, 'node_modules'), path.join(work, 'node_modules'), 'dir');

try {
  build(work, 'the site as it is');
  const before = docPageJs(path.join(work, 'doc_build'));
  addPages(work, PAIRS);
  build(work, `the site with ${PAIRS} more page pairs`);
  const after = docPageJs(path.join(work, 'doc_build'));
  const both = new Set([...before.keys()].filter((route) => after.has(route)));
  const result = {
    pairs: PAIRS,
    before: summary(before),
    after: summary(after),
    samePagesBefore: summary(before, both),
    samePagesAfter: summary(after, both),
  };
  const perPair = (result.samePagesAfter.median - result.samePagesBefore.median) / PAIRS;
  if (argv.includes('--json')) console.log(JSON.stringify({ ...result, perPair }, null, 2));
  const row = (label: string, s: Summary): string =>
    `  ${label.padEnd(34)} ${String(s.pages).padStart(4)} pages  max ${kb(s.max).padStart(9)}  median ${kb(s.median).padStart(9)}`;
  console.log(`\nDoc-page first-load JS, gzip (+${PAIRS} page pairs):`);
  console.log(row('before', result.before));
  console.log(row('after', result.after));
  console.log(row('before, pages in both builds', result.samePagesBefore));
  console.log(row('after, pages in both builds', result.samePagesAfter));
  console.log(
    `  growth of the median page: ${(perPair).toFixed(1)} bytes per page pair (${kb(perPair * PAIRS)} for ${PAIRS})`,
  );
} finally {
  if (argv.includes('--keep')) console.log(`bench-growth: kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

// Translation freshness: when an English page changed after its Chinese twin was last
// checked, the Chinese page opens with a short notice that the English version has changed,
// linking to it. Decided at build time; a page costs nothing extra at run time.
// - A Chinese page that records a review (front matter `translationReviewed: <hash>`, the
//   hash of the English source it was checked against) is stale exactly when the English
//   source no longer has that hash: an English-only wording fix no longer shows a notice once
//   the twin is marked reviewed (`npm run check:freshness -- --mark docs/zh/<page>.mdx`).
// - Without a review mark, git dates decide: the English page committed after the Chinese one.
// `npm run check:freshness` lists the same stale twins.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { isNotFoundSource, isPageSource, markdownFiles, routeOfSource } from '../site/pages';
import { gitDates } from './git-dates';
import type { MdastNode } from './hast';

const PLUGIN_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The notice's words, from i18n.json like every UI string. */
const strings = JSON.parse(
  readFileSync(new URL('../i18n.json', import.meta.url), 'utf8'),
) as Record<'staleTranslation' | 'staleTranslationLink', { en: string; zh: string }>;

/** The front matter field in which a Chinese page records the English source it was checked against. */
export const REVIEW_FIELD = 'translationReviewed';

/** The hash a review mark records: the first 12 hex digits of the English source's SHA-256. */
export function sourceHash(source: string): string {
  return createHash('sha256').update(source, 'utf8').digest('hex').slice(0, 12);
}

/** The review mark in a page's front matter, if any. */
function reviewMark(page: string): string | undefined {
  const frontMatter = page.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1];
  return frontMatter?.match(new RegExp(`^${REVIEW_FIELD}:\\s*['"]?([0-9a-f]{12})`, 'm'))?.[1];
}

interface StaleTwin {
  /** The Chinese page, relative to `docs/`: `zh/guide/start/index.mdx`. */
  page: string;
  /** Its English twin, relative to `docs/`. */
  source: string;
  /** Last commit of each, ISO 8601. */
  sourceDate: string;
  pageDate: string;
  /** Route of the English page: `/guide/start/`. */
  sourceRoute: string;
}

/** The dates that decide an unmarked twin: git's, or those of `DOCS_FRESHNESS_DATES`, else file times. */
function dateReader(docsRoot: string): (relative: string) => string {
  const dates = gitDates(docsRoot);
  const override = process.env.DOCS_FRESHNESS_DATES;
  const forced: Record<string, string> = override
    ? JSON.parse(readFileSync(path.resolve(override), 'utf8'))
    : {};
  return (relative) =>
    forced[relative] ??
    dates.get(path.join(docsRoot, relative)) ??
    statSync(path.join(docsRoot, relative)).mtime.toISOString();
}

/** `docs/zh/<page>` → `docs/en/<page>`, or undefined for a file that has no English twin to follow. */
function englishTwin(docsRoot: string, file: string): string | undefined {
  const page = path.relative(docsRoot, file).split(path.sep).join('/');
  if (!page.startsWith('zh/') || !isPageSource(page) || isNotFoundSource(page)) return;
  const source = path.join(docsRoot, 'en', page.slice('zh/'.length));
  return existsSync(source) ? source : undefined;
}

/**
 * One Chinese page's state, read from the files as they are now, so a dev server that
 * recompiles the page (its English twin is a dependency of it: `twin-dependency-loader.cjs`)
 * decides again. A page with a review mark is decided by content alone; `byDate` tells the
 * ones git dates decided, which the build cache key carries (see the plugin below).
 */
function twinState(
  docsRoot: string,
  file: string,
  dateOf: (relative: string) => string,
): (StaleTwin & { stale: boolean; byDate: boolean }) | undefined {
  const sourceFile = englishTwin(docsRoot, file);
  if (!sourceFile) return;
  const page = path.relative(docsRoot, file).split(path.sep).join('/');
  const source = `en/${page.slice('zh/'.length)}`;
  const sourceDate = dateOf(source);
  const pageDate = dateOf(page);
  const mark = reviewMark(readFileSync(file, 'utf8'));
  const stale = mark
    ? mark !== sourceHash(readFileSync(sourceFile, 'utf8'))
    : Date.parse(sourceDate) > Date.parse(pageDate);
  return {
    page,
    source,
    sourceDate,
    pageDate,
    sourceRoute: routeOfSource(source),
    stale,
    byDate: !mark,
  };
}

/**
 * Every Chinese page whose English twin changed after it. `DOCS_FRESHNESS_DATES` may name a
 * JSON file of `{ "<path relative to docs/>": "<ISO date>" }` that overrides git, so a test
 * build can make a twin stale on purpose.
 */
export function staleTwins(docsRoot: string): (StaleTwin & { byDate: boolean })[] {
  const dateOf = dateReader(docsRoot);
  const stale: (StaleTwin & { byDate: boolean })[] = [];
  for (const file of markdownFiles(path.join(docsRoot, 'zh'))) {
    const state = twinState(docsRoot, file, dateOf);
    if (state?.stale) {
      const { stale: _, ...twin } = state;
      stale.push(twin);
    }
  }
  return stale.sort((a, b) => a.page.localeCompare(b.page));
}

/** The notice, as MDX: `<aside class="rp-callout rp-callout--info" role="note">…</aside>`. */
function notice(twin: StaleTwin): MdastNode {
  const date = twin.sourceDate.slice(0, 10);
  const [before, after] = strings.staleTranslation.zh.replace('{date}', date).split('{link}');
  return {
    type: 'mdxJsxFlowElement',
    name: 'aside',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'className', value: 'rp-callout rp-callout--info' },
      { type: 'mdxJsxAttribute', name: 'role', value: 'note' },
      { type: 'mdxJsxAttribute', name: 'data-stale-translation', value: date },
    ],
    children: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: before },
          {
            type: 'link',
            url: twin.sourceRoute,
            children: [{ type: 'text', value: strings.staleTranslationLink.zh }],
          },
          { type: 'text', value: after ?? '' },
        ],
      },
    ],
  };
}

export function pluginTranslationFreshness(): RspressPlugin {
  let docsRoot = path.resolve('docs');
  let dateOf = dateReader(docsRoot);

  function remarkStaleNotice() {
    return (tree: MdastNode, file: { path?: string }) => {
      if (!file.path || !tree.children) return;
      const twin = twinState(docsRoot, path.resolve(file.path), dateOf);
      if (!twin?.stale) return;
      const h1 = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
      tree.children.splice(h1 + 1, 0, notice(twin));
    };
  }

  // Rspress compiles a page once and keeps it in Rspack's persistent cache, keyed by the
  // page's own file; the notice also depends on the English twin and, for unmarked twins, on
  // git dates. So the English twin becomes a file dependency of the Chinese page (a change to
  // it recompiles the page in dev and in a warm build), and the pages git dates make stale
  // go into the cache key (a commit changes them without touching a file).
  const builderPlugin: RsbuildPlugin = {
    name: 'rslib-docs:translation-freshness-cache',
    setup(api) {
      api.modifyRsbuildConfig((config) => {
        const datedStale = markdownFiles(path.join(docsRoot, 'zh'))
          .map((file) => twinState(docsRoot, file, dateOf))
          .filter((twin) => twin?.stale && twin.byDate)
          .map((twin) => twin?.page)
          .sort();
        // Rspress sets the cache (and its own digest) unless RSPRESS_PERSISTENT_CACHE=false.
        const buildCache = config.performance?.buildCache;
        if (buildCache && typeof buildCache === 'object') {
          buildCache.cacheDigest = [
            ...(buildCache.cacheDigest ?? []),
            `translation-freshness:${datedStale.join(',')}`,
          ];
        }
      });
      api.modifyRspackConfig((config, { addRules }) => {
        addRules({
          test: /\.mdx?$/,
          include: [path.join(docsRoot, 'zh')],
          loader: path.join(PLUGIN_DIR, 'twin-dependency-loader.cjs'),
          options: { docsRoot },
        });
        return config;
      });
    },
  };

  return {
    name: 'rslib-docs:translation-freshness',
    config(config) {
      docsRoot = config.root ?? path.resolve('docs');
      dateOf = dateReader(docsRoot);
      return config;
    },
    markdown: { remarkPlugins: [remarkStaleNotice] },
    builderConfig: { plugins: [builderPlugin] },
  };
}

// The page index Rspress ships with every page (`virtual-page-data`): one entry per page
// of the site, in both languages, in the first-load JS of every page. This plugin:
// - cleans descriptions: Rspress takes a page's first paragraph as its description, and on
//   a page that opens with an MDX component (`<AppliesTo formats={['esm']} />`) that
//   paragraph starts with the component's source; the source goes, the text stays (this
//   also reaches llms.txt and the feeds);
// - moves each description, source path (edit link) and last-updated date into its own
//   page's route chunk (the page meta Rspress compiles into every MDX module), where the page
//   reads them, and out of the shared index: the descriptions alone were about 18 KB gzip on
//   every page;
// - drops each page's title and frontmatter from the shared index: Rspress takes both from
//   the page meta of the current page (`initPageData` spreads the meta's over the index's),
//   and nothing on the client reads another page's;
// - drops every heading list from the shared index. A page's own outline comes from its
//   route chunk; the lists an overview page shows for the pages of its section (levels 2 and
//   3, without the search-only `charIndex`) go into that overview page's meta, and
//   theme/components/Overview puts them back into the index before the theme's Overview
//   reads it. They were about 4 KB gzip on every page.
// Budgets: budgets.json; `npm run check:budgets` measures the result.
import path from 'node:path';
import type { Compilation } from '@rspack/core';
import type { RspressPlugin } from '@rspress/core';
import type { OverviewHeadings } from '../site/overview-headings';
import { compiledSources, failBuild, failingBuild } from './compiled-modules';

/** A self-closing JSX component written as a paragraph: `<AppliesTo formats={['esm']} />`. */
const JSX_ELEMENT = /<[A-Z][\w.]*(?:\s(?:[^<>{}"']|"[^"]*"|'[^']*'|\{[^{}]*\})*)?\/>\s*/g;

function cleanDescription(description: string): string {
  return description.replace(JSX_ELEMENT, '').replace(/\s+/g, ' ').trim();
}

interface TocItem {
  id: string;
  text: string;
  depth: number;
  charIndex?: number;
}

interface PageEntry {
  routePath: string;
  lang?: string;
  title?: string;
  frontmatter?: Record<string, unknown>;
  description?: string;
  _relativePath?: string;
  lastUpdatedTime?: string;
  toc?: TocItem[];
}

/** What a page carries in its own route chunk instead of the shared index. */
const OWN_FIELDS = ['description', '_relativePath', 'lastUpdatedTime'] as const;
type OwnFields = Pick<PageEntry, (typeof OWN_FIELDS)[number]>;

/** Left out of the shared index: the page's own fields, and those its page meta already has. */
const NOT_IN_INDEX = [...OWN_FIELDS, 'title', 'frontmatter', 'toc'] as const;

/** Headings an overview page may list (`overviewHeaders` is at most [2, 3] on this site). */
const OVERVIEW_DEPTHS = new Set([2, 3]);

/**
 * Rspress's build environments: the browser bundle, the prerender (HTML) and the Markdown
 * render (`.md` files and llms-full.txt). The last one compiles pages without the site's remark
 * plugins, so its overview pages get no headings in their meta and read them from the index.
 */
const ENVIRONMENTS = new Set(['web', 'node', 'node_md']);
const KEEPS_HEADINGS = 'node_md';

/** The page index as an environment gets it: routes, languages and feeds (and headings). */
function slimPages(pages: PageEntry[], environment: string): PageEntry[] {
  const dropped = NOT_IN_INDEX.filter((key) => key !== 'toc' || environment !== KEEPS_HEADINGS);
  return pages.map((entry) => {
    const page: PageEntry = { ...entry };
    for (const key of dropped) delete page[key];
    return page;
  });
}

/**
 * What the overview page at `overview` lists of each page of its section: the pages under its
 * route, as the theme's `Overview` picks them (an `…/overview` page lists its folder).
 */
function overviewHeadings(overview: PageEntry, pages: Iterable<PageEntry>): OverviewHeadings {
  const out: OverviewHeadings = {};
  const section = overview.routePath.replace(/overview$/, '');
  for (const page of pages) {
    if (page.lang !== overview.lang) continue;
    if (!page.routePath.startsWith(section) || page.routePath === overview.routePath) continue;
    out[page.routePath] = (page.toc ?? [])
      .filter((item) => OVERVIEW_DEPTHS.has(item.depth))
      .map(({ id, text, depth }) => ({ id, text, depth }));
  }
  return out;
}

const PAGE_DATA_EXPORT = /export const pageData = ([\s\S]*?);\s*export const searchIndexHash/;

/** theme/deferred/route-table.ts, which holds the browser's page index when it is deferred. */
const TABLE = JSON.stringify(path.join(__dirname, '../theme/deferred/route-table.ts'));
/** The query of the module that has the whole index, loaded after the page. */
const ALL_PAGES = 'pages';
const ALL_PAGES_MODULE = new RegExp(`virtual-page-data(\\.js)?\\?${ALL_PAGES}$`);
const ALL_PAGES_EXPORT = /^\s*export default ([\s\S]*?);?\s*$/;

/**
 * `deferIndex` (production builds): the browser's entry chunk gets an empty list of pages,
 * which theme/deferred/route-table.ts fills with the page's own entry (`indexEntry`, written
 * into the page by plugins/route-table.ts) and, when the route table loads, with all of them
 * from `virtual-page-data?pages`, an async chunk.
 */
export function pluginPageData({
  deferIndex = false,
}: {
  deferIndex?: boolean;
} = {}): RspressPlugin & {
  indexEntry(routePath: string): PageEntry | undefined;
} {
  /** Source file → the page's data, filled for every page before any page is compiled. */
  const pagesByFile = new Map<string, PageEntry>();
  /** Route path → the page's entry in the browser's index. */
  const browserIndex = new Map<string, PageEntry>();

  /**
   * Puts the page's own fields into the page meta of its compiled MDX module, and on an
   * overview page the headings it lists.
   */
  function remarkPageOwnFields(this: { data(key: string): unknown }) {
    return (_tree: unknown, file: { path?: string }) => {
      const meta = this.data('pageMeta') as
        | (OwnFields & { overviewHeadings?: OverviewHeadings })
        | undefined;
      // Rspress's MDX compiler hands every remark plugin this private object
      // (@rspress/core 2.0.22, dist/node/mdx/processor.js) and serializes it into the route
      // chunk; without it the fields dropped from the index below would reach no page.
      if (!meta)
        throw new Error(
          `[rslib-docs:page-data] Rspress gave the remark plugins no \`pageMeta\` for ${file.path ?? 'a page'}: the page's own fields cannot reach its route chunk. Review plugins/page-data.ts against @rspress/core's dist/node/mdx/processor.js.`,
        );
      // Shared fragments (docs/<lang>/shared/) are compiled too but are no page.
      const page = file.path ? pagesByFile.get(path.resolve(file.path)) : undefined;
      if (!page) return;
      for (const key of OWN_FIELDS) if (page[key] !== undefined) meta[key] = page[key];
      if (page.frontmatter?.overview === true)
        meta.overviewHeadings = overviewHeadings(page, pagesByFile.values());
    };
  }

  return {
    name: 'rslib-docs:page-data',
    indexEntry: (routePath) => browserIndex.get(routePath),
    extendPageData(pageData) {
      const page = pageData as unknown as PageEntry & { _filepath?: string };
      if (typeof page.description === 'string')
        page.description = cleanDescription(page.description) || undefined;
      // The page itself, read when the page is compiled: other plugins' `extendPageData`
      // (Rspress's last-updated date) may run after this one.
      if (page._filepath) pagesByFile.set(path.resolve(page._filepath), page);
    },
    markdown: {
      remarkPlugins: [remarkPageOwnFields],
    },
    builderConfig: {
      plugins: [
        {
          name: 'rslib-docs:slim-page-data',
          // Registered before Rspress's own plugins, so this transform runs after the one
          // that generates the virtual module's code.
          enforce: 'pre',
          setup(api) {
            api.transform(
              { test: /virtual-page-data/ },
              ({
                code,
                environment,
                resourceQuery,
              }: {
                code: string;
                environment: { name: string };
                resourceQuery: string;
              }) => {
                if (!ENVIRONMENTS.has(environment.name)) {
                  throw new Error(
                    `page-data: unknown build environment "${environment.name}"; review which ones need the heading lists in plugins/page-data.ts.`,
                  );
                }
                const match = code.match(PAGE_DATA_EXPORT);
                // A patch of a generated module (ARCHITECTURE.md, Patches): when Rspress changes
                // its shape, stop the build instead of shipping the full index unnoticed.
                if (!match) {
                  throw new Error(
                    'page-data: the virtual-page-data module no longer matches `export const pageData = …; export const searchIndexHash`; review plugins/page-data.ts.',
                  );
                }
                const data = JSON.parse(match[1]) as { pages: PageEntry[] };
                const slim = { ...data, pages: slimPages(data.pages, environment.name) };
                if (!deferIndex || environment.name !== 'web')
                  return code.replace(match[1], () => JSON.stringify(slim));
                if (resourceQuery === `?${ALL_PAGES}`)
                  return `export default ${JSON.stringify(slim.pages)};`;
                const entry = `pageIndex(${JSON.stringify({ ...slim, pages: [] })}, () => import(/* webpackChunkName: "site-lists" */ "virtual-page-data?${ALL_PAGES}"))`;
                return `import { pageIndex } from ${TABLE};\n${code.replace(match[1], () => entry)}`;
              },
            );
            if (!deferIndex) return;
            // Each page's entry, for plugins/route-table.ts to write into the page: from the
            // index module the browser build compiled, which a warm build takes from the cache
            // without the transform above (plugins/compiled-modules.ts).
            api.processAssets(
              { stage: 'additional', environments: ['web'] },
              failingBuild(({ compilation }: { compilation: Compilation }) => {
                const [all] = compiledSources(compilation, ALL_PAGES_MODULE);
                const list = all?.match(ALL_PAGES_EXPORT)?.[1];
                if (!list) {
                  failBuild(
                    compilation,
                    `page-data: the browser build has no \`virtual-page-data?${ALL_PAGES}\` module of the shape this plugin writes; review plugins/page-data.ts.`,
                  );
                  return;
                }
                browserIndex.clear();
                for (const page of JSON.parse(list) as PageEntry[])
                  browserIndex.set(page.routePath, page);
              }),
            );
          },
        },
      ],
    },
  };
}

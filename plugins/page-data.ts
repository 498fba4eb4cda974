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
// - keeps heading lists in the shared index only for the pages an overview page lists, and
//   only the levels it lists (2 and 3), without the search-only `charIndex`. A page's own
//   outline comes from its route chunk, so it is unaffected.
// Budgets: budgets.json; `npm run check:budgets` measures the result.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

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
const NOT_IN_INDEX = [...OWN_FIELDS, 'title', 'frontmatter'] as const;

/** Headings an overview page may list (`overviewHeaders` is at most [2, 3] on this site). */
const OVERVIEW_DEPTHS = new Set([2, 3]);

/** Route prefixes of the overview pages: `index.md(x)` files whose frontmatter has `overview: true`. */
function overviewRoutes(docsRoot: string, defaultLang = 'en'): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (/^index\.mdx?$/.test(name)) {
        const frontmatter = readFileSync(full, 'utf8').match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1];
        if (!frontmatter || !/^overview:\s*true\s*$/m.test(frontmatter)) continue;
        const rel = path.relative(docsRoot, dir).split(path.sep).join('/');
        out.push(`/${rel}/`.replace(new RegExp(`^/${defaultLang}/`), '/'));
      }
    }
  };
  visit(docsRoot);
  return out;
}

/** The shared page index as the browser gets it: no descriptions, only the headings overview pages list. */
function slimPages(pages: PageEntry[], overviews: string[]): PageEntry[] {
  const listed = (routePath: string) =>
    overviews.some((prefix) => routePath.startsWith(prefix) && routePath !== prefix);
  return pages.map(({ toc = [], ...entry }) => {
    const page: PageEntry = { ...entry };
    for (const key of NOT_IN_INDEX) delete page[key];
    return {
      ...page,
      toc: listed(page.routePath)
        ? toc
            .filter((item) => OVERVIEW_DEPTHS.has(item.depth))
            .map(({ id, text, depth }) => ({ id, text, depth }))
        : [],
    };
  });
}

const PAGE_DATA_EXPORT = /export const pageData = ([\s\S]*?);\s*export const searchIndexHash/;

export function pluginPageData(): RspressPlugin {
  let docsRoot = path.resolve('docs');
  let defaultLang = 'en';
  /** Source file → the page's own fields, filled before any page is compiled. */
  const ownFields = new Map<string, OwnFields>();

  /** Puts the page's own fields into the page meta of its compiled MDX module. */
  function remarkPageOwnFields(this: { data(key: string): unknown }) {
    return (_tree: unknown, file: { path?: string }) => {
      const meta = this.data('pageMeta') as OwnFields | undefined;
      const own = file.path ? ownFields.get(path.resolve(file.path)) : undefined;
      if (!meta || !own) return;
      for (const key of OWN_FIELDS) if (own[key] !== undefined) meta[key] = own[key];
    };
  }

  return {
    name: 'rslib-docs:page-data',
    config(config) {
      docsRoot = config.root ?? docsRoot;
      defaultLang = config.lang ?? defaultLang;
      return config;
    },
    extendPageData(pageData) {
      const page = pageData as unknown as PageEntry & { _filepath?: string };
      if (typeof page.description === 'string')
        page.description = cleanDescription(page.description) || undefined;
      // The page itself, read when the page is compiled: other plugins' `extendPageData`
      // (Rspress's last-updated date) may run after this one.
      if (page._filepath) ownFields.set(path.resolve(page._filepath), page);
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
            api.transform({ test: /virtual-page-data/ }, ({ code }: { code: string }) => {
              const match = code.match(PAGE_DATA_EXPORT);
              // A patch of a generated module (ARCHITECTURE.md, Patches): when Rspress changes
              // its shape, stop the build instead of shipping the full index unnoticed.
              if (!match) {
                throw new Error(
                  'page-data: the virtual-page-data module no longer matches `export const pageData = …; export const searchIndexHash`; review plugins/page-data.ts.',
                );
              }
              const data = JSON.parse(match[1]) as { pages: PageEntry[] };
              const slim = {
                ...data,
                pages: slimPages(data.pages, overviewRoutes(docsRoot, defaultLang)),
              };
              return code.replace(match[1], () => JSON.stringify(slim));
            });
          },
        },
      ],
    },
  };
}

// Orientation on doc pages and on the 404 page, computed at build time so it costs the shared
// first-load JavaScript nothing:
// - breadcrumbs above the title (section › group › page, from the navbar and sidebar data),
//   written into the page's MDX as a `<nav>` before its `# Title`, so they are in the server
//   HTML and hydrate with the page's own route chunk;
// - one `<script type="application/ld+json">` in the head of each doc page, written into the
//   HTML (a data block, not a script to run): `BreadcrumbList` with the same trail and
//   `TechArticle` with `dateModified` (the page source's last commit, as the sitemap's lastmod);
// - `/not-found/<lang>.json`: every page's route and title, which the 404 page fetches to
//   suggest the nearest routes (theme/components/NotFound).
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import strings from '../i18n.json';
import { HTML_LANG, isLang, LANGS, type Lang, type Localized, langOf } from '../site/locale';
import { notFoundRoutesPath, type RouteList } from '../site/not-found';
import { isContentPage } from '../site/pages';
import { gitDates } from './git-dates';
import type { MdastNode } from './hast';

/** The breadcrumb landmark's name, in the page's language; written into the pages at build time. */
const BREADCRUMB_LABEL: Localized = strings.breadcrumbLabel;

/** One step of a trail; the last one is the page itself and has no link. */
interface Crumb {
  text: string;
  link?: string;
}

interface NavItem {
  text?: string;
  link?: string;
  activeMatch?: string;
  items?: NavItem[];
}

interface SidebarNode {
  text?: string;
  link?: string;
  items?: SidebarNode[];
  _fileKey?: string;
}

interface LocaleConfig {
  lang?: string;
  nav?: NavItem[] | { default?: NavItem[] };
  sidebar?: Record<string, SidebarNode[]>;
}

interface Page {
  routePath: string;
  lang: Lang;
  title?: string;
  description?: string;
  frontmatter?: Record<string, unknown>;
  file?: string;
  pageType?: string;
}

interface PageData {
  routePath: string;
  lang?: string;
  title?: string;
  description?: string;
  frontmatter?: Record<string, unknown>;
  pageType?: string;
  _filepath?: string;
}

/**
 * What this plugin reads of a page. Nothing is written to the page data itself, which ships
 * with every page; title, description and frontmatter are read when used, after every plugin
 * has extended them (page-data.ts cleans the description).
 */
function pageOf(data: PageData): Page {
  return {
    routePath: data.routePath,
    lang: isLang(data.lang) ? data.lang : langOf(data.routePath),
    file: data._filepath ? path.resolve(data._filepath) : undefined,
    get title() {
      return data.title;
    },
    get description() {
      return data.description;
    },
    get frontmatter() {
      return data.frontmatter;
    },
    get pageType() {
      return data.pageType;
    },
  };
}

/** `/guide/start/index.html` and `/guide/start/index` → `/guide/start/`; `/a/b.html` → `/a/b`. */
function normalizeLink(link: string): string {
  return link.replace(/\.html$/, '').replace(/\/index$/, '/');
}

function navItems(locale: LocaleConfig): NavItem[] {
  const nav = locale.nav;
  if (!nav) return [];
  return Array.isArray(nav) ? nav : (nav.default ?? []);
}

/** Whether a navbar item holds the route: by its `activeMatch`, else by its link's folder. */
function navHolds(item: NavItem, route: string): boolean {
  if (item.activeMatch) return new RegExp(item.activeMatch).test(route);
  return (
    Boolean(item.link) && route.startsWith(normalizeLink(item.link ?? '').replace(/[^/]*$/, ''))
  );
}

/**
 * The navbar items a route belongs to: the top-level one and, in its menu, the one that holds
 * the route (`Config › JavaScript API` for `/api/…`).
 */
function sectionOf(route: string, nav: NavItem[]): Crumb[] {
  const top = nav.find((item) => item.text && item.link && navHolds(item, route));
  if (!top?.text || !top.link) return [];
  const sub = top.items?.find((item) => item.text && item.link && navHolds(item, route));
  const crumb = (item: NavItem) => ({
    text: item.text ?? '',
    link: normalizeLink(item.link ?? ''),
  });
  return sub ? [crumb(top), crumb(sub)] : [crumb(top)];
}

/**
 * The sidebar groups that hold the route, outermost first, and the item itself. A group
 * links to its folder's index page when it has one (`Basic` → `/guide/basic/`).
 */
function sidebarPath(route: string, nodes: SidebarNode[]): Crumb[] | undefined {
  for (const node of nodes) {
    if (node.link && normalizeLink(node.link) === route && !node.items?.length)
      return [{ text: node.text ?? '' }];
    if (!node.items) continue;
    const inner = sidebarPath(route, node.items);
    if (!inner) continue;
    const index = node._fileKey
      ? node.items.find((child) => child._fileKey === `${node._fileKey}/index`)
      : undefined;
    const link = node.link ?? index?.link;
    return [{ text: node.text ?? '', link: link ? normalizeLink(link) : undefined }, ...inner];
  }
  return undefined;
}

/** The trail of a route: section › groups › page; undefined when it has fewer than two steps. */
function trailOf(route: string, locale: LocaleConfig): Crumb[] | undefined {
  const sidebar = locale.sidebar ?? {};
  const key = Object.keys(sidebar)
    .filter((prefix) => route.startsWith(prefix.replace(/\/?$/, '/')))
    .sort((a, b) => b.length - a.length)[0];
  const inSidebar = key ? sidebarPath(route, sidebar[key]) : undefined;
  if (!inSidebar) return undefined;
  const trail: Crumb[] = [];
  for (const crumb of [...sectionOf(route, navItems(locale)), ...inSidebar]) {
    const last = trail.at(-1);
    // "Blog › Blog": a group named as its section is the same step.
    if (last && last.text === crumb.text) {
      last.link ??= crumb.link;
      continue;
    }
    trail.push({ ...crumb });
  }
  if (trail.length < 2) return undefined;
  // The page itself is the last step, not a link.
  delete trail[trail.length - 1].link;
  return trail;
}

const attr = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

/** `<nav aria-label class="rp-breadcrumbs"><ol><li>…</li></ol></nav>` as MDX nodes. */
function breadcrumbNode(trail: Crumb[], lang: Lang): MdastNode {
  return {
    type: 'mdxJsxFlowElement',
    name: 'nav',
    attributes: [attr('aria-label', BREADCRUMB_LABEL[lang]), attr('className', 'rp-breadcrumbs')],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'ol',
        attributes: [],
        children: trail.map((crumb, i) => ({
          type: 'mdxJsxFlowElement',
          name: 'li',
          attributes: i === trail.length - 1 ? [attr('aria-current', 'page')] : [],
          children: [
            crumb.link
              ? {
                  type: 'link',
                  url: crumb.link,
                  children: [{ type: 'text', value: crumb.text }],
                }
              : { type: 'text', value: crumb.text },
          ],
        })),
      },
    ],
  };
}

/** The structured data of a doc page: its breadcrumb list and the article itself. */
function structuredData(
  page: Page,
  trail: Crumb[],
  origin: string,
  dateModified: string | undefined,
): object {
  const url = origin + page.routePath;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'BreadcrumbList',
        // A step without a page of its own (a sidebar group without an index) is left out.
        itemListElement: trail
          .filter((crumb, i) => crumb.link || i === trail.length - 1)
          .map((crumb, i, list) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: crumb.text,
            item: i === list.length - 1 ? url : origin + crumb.link,
          })),
      },
      {
        '@type': 'TechArticle',
        headline: page.title ?? trail[trail.length - 1].text,
        ...(page.description ? { description: page.description } : {}),
        inLanguage: HTML_LANG[page.lang],
        url,
        ...(dateModified ? { dateModified } : {}),
        isPartOf: { '@type': 'WebSite', name: 'Rslib', url: `${origin}/` },
      },
    ],
  };
}

/** JSON inside `<script>`: `<` escaped, so no text can close the element. */
const scriptJson = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

export function pluginOrientation(siteOrigin: string): RspressPlugin {
  const origin = siteOrigin.replace(/\/$/, '');
  /** Route → page, filled by extendPageData; read after all plugins have extended it. */
  const pages = new Map<string, Page>();
  const byFile = new Map<string, Page>();
  const locales = new Map<Lang, LocaleConfig>();
  let docsRoot = path.resolve('docs');
  let dates: Map<string, string> | undefined;

  const isHome = (page: Page) => page.pageType === 'home' || page.frontmatter?.pageType === 'home';

  const isDocPage = (page: Page) =>
    page.pageType !== '404' && !isHome(page) && isContentPage(page.routePath, page.frontmatter);

  const trailFor = (page: Page) => {
    const locale = locales.get(page.lang);
    return locale && isDocPage(page) ? trailOf(page.routePath, locale) : undefined;
  };

  function remarkBreadcrumbs() {
    return (tree: MdastNode, file: { path?: string }) => {
      const page = file.path ? byFile.get(path.resolve(file.path)) : undefined;
      const trail = page && trailFor(page);
      if (!trail || !tree.children) return;
      const h1 = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
      const at = h1 === -1 ? tree.children.findIndex((node) => node.type !== 'mdxjsEsm') : h1;
      tree.children.splice(
        at === -1 ? tree.children.length : at,
        0,
        breadcrumbNode(trail, page.lang),
      );
    };
  }

  return {
    name: 'rslib-docs:orientation',
    config(config) {
      docsRoot = config.root ?? docsRoot;
      config.head = [
        ...(config.head ?? []),
        (route) => {
          const page = pages.get(route.routePath);
          const trail = page && trailFor(page);
          if (!page || !trail) return undefined;
          dates ??= gitDates(docsRoot);
          // As the sitemap's lastmod: the last commit, else the file's time (not committed yet).
          const date = page.file
            ? (dates.get(page.file) ?? statSync(page.file).mtime.toISOString())
            : undefined;
          const data = structuredData(page, trail, origin, date);
          return `<script type="application/ld+json">${scriptJson(data)}</script>`;
        },
      ];
      return config;
    },
    beforeBuild(config) {
      // The navbar and sidebar as Rspress derived them from `_nav.json` and `_meta.json`.
      const list = (config.themeConfig?.locales ?? []) as LocaleConfig[];
      for (const locale of list) if (isLang(locale.lang)) locales.set(locale.lang, locale);
    },
    extendPageData(pageData) {
      const page = pageOf(pageData as unknown as PageData);
      pages.set(page.routePath, page);
      if (page.file) byFile.set(page.file, page);
    },
    markdown: { remarkPlugins: [remarkBreadcrumbs] },
    afterBuild(config, isProd) {
      if (!isProd) return;
      if (locales.size === 0 || ![...pages.values()].some((page) => trailFor(page))) {
        throw new Error(
          'orientation: no page has a breadcrumb trail; Rspress no longer hands beforeBuild the navbar and sidebar in themeConfig.locales. Review plugins/orientation.ts.',
        );
      }
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const lang of LANGS) {
        const routes: RouteList = [...pages.values()]
          .filter((page) => page.lang === lang && (isDocPage(page) || isHome(page)))
          .sort((a, b) => a.routePath.localeCompare(b.routePath))
          // The home page has no title of its own: the site's.
          .map((page) => [page.routePath, page.title || config.title || page.routePath]);
        const file = path.join(outDir, notFoundRoutesPath(lang));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(routes));
      }
    },
  };
}

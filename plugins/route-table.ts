// Keeps the site's lists of pages out of the first load (production builds), so that adding a
// page does not make every other page heavier. Rspress ships three such lists in the entry
// chunk of every page: the route table (`virtual-routes`: path, source file, languages and a
// lazy import per route; about 3 KB gzip for 151 routes), the page index (`virtual-page-data`,
// slimmed by plugins/page-data.ts; 0.8 KB) and the sidebars of both languages in the site data
// (`virtual-site-data`; 2.3 KB). This plugin
// - patches four modules of Rspress's browser runtime, in the `web` build only, to take their
//   routes from theme/deferred/route-table.ts: the page's own route first, the whole table
//   (now an async chunk) once it is loaded, when the browser is idle or on the first
//   navigation intent; page data, links and the content outlet wait for it when they need a
//   route it does not have yet;
// - takes the sidebars out of the browser's site data (`virtual-site-data?sidebars`, loaded
//   with the table) and leaves an empty object per sidebar, which the table module fills;
//   plugins/page-data.ts does the same with the page index (`virtual-page-data?pages`);
// - records, for each route, the ids of its route chunk group and of its page module in the
//   browser build, and writes into the <head> of its page, as inline JSON (CURRENT_ROUTE_ID),
//   what the page needs to hydrate before the table is in: its route, those ids, its entry of
//   the page index and the sidebar it shows.
// The server builds (`node`, `node_md`) keep Rspress's modules. Each patch fails the build when
// its target text is not found exactly once; the build fails when a patched module is not in
// the browser build with its edits, when the site data has another shape, or when a rendered
// route has no chunk (ARCHITECTURE.md, Patches). What the browser build's hook needs it reads
// from the compilation, as a warm build does not run the transforms of cached modules
// (plugins/compiled-modules.ts).
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { Compilation } from '@rspack/core';
import type { RspressPlugin } from '@rspress/core';
import { CURRENT_ROUTE_ID } from '../site/first-load';
import type { CurrentRoute } from '../theme/deferred/route-table';
import { compiledSources, failBuild, failingBuild } from './compiled-modules';
import { type ModulePatch, patchModules } from './module-patches';

const TABLE = JSON.stringify(path.join(__dirname, '../theme/deferred/route-table.ts'));

/** `import` lines the patched modules get, so they reach the table module. */
const importFrom = (names: string) => `import { ${names} } from ${TABLE};\n`;

const PATCHES: ModulePatch[] = [
  {
    file: /@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]route\.js$/,
    edits: [
      {
        find: 'import { routes } from "virtual-routes";',
        replace: `import { routes, loadRoutes, routesReady } from ${TABLE};`,
      },
      // The table module keeps its list sorted as this copy was, and fills it in place.
      {
        find: /const sortedRoutes = \[\s*\.\.\.routes\s*\]\.sort\(\(a, b\)=>\{\s*const pathA = a\.path \|\| '';\s*const pathB = b\.path \|\| '';\s*return pathB\.length - pathA\.length;\s*\}\);/,
        replace: 'const sortedRoutes = routes;',
      },
      // Hover or touch of a link to a route not known yet: load the table, then the route.
      {
        find: 'if (route) route.preload();',
        replace:
          'if (route) route.preload();\n    else if (!routesReady()) loadRoutes().then(()=>preloadLink(link), ()=>{});',
      },
    ],
  },
  {
    file: /@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]initPageData\.js$/,
    edits: [
      { find: /^/, replace: importFrom('routesFor') },
      {
        find: 'async function initPageData(routePath) {\n    const matchedRoute = pathnameToRouteService(routePath);',
        replace:
          'async function initPageData(routePath) {\n    await routesFor(routePath);\n    const matchedRoute = pathnameToRouteService(routePath);',
      },
    ],
  },
  {
    file: /@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]Content\.js$/,
    edits: [
      { find: /^/, replace: importFrom('useRoutesVersion') },
      // A path rendered before the table was in is looked up again when it arrives.
      {
        find: '        return route?.element;\n    }, [\n        pathname\n    ]);',
        replace:
          '        return route?.element;\n    }, [\n        pathname,\n        useRoutesVersion()\n    ]);',
      },
    ],
  },
  {
    file: /@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/]Link[\\/]useLinkNavigate\.js$/,
    edits: [
      { find: /^/, replace: importFrom('routesFor') },
      {
        find: '                const matchedRoute = pathnameToRouteService(routePath);',
        replace:
          '                await routesFor(routePath);\n                const matchedRoute = pathnameToRouteService(routePath);',
      },
    ],
  },
];

/** `<` and `&` escaped, so the JSON cannot end its script element. */
const inlineJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/&/g, '\\u0026');

type Sidebars = Record<string, unknown[]>;

/** The query of the module that has every sidebar, loaded after the page. */
const ALL_SIDEBARS = 'sidebars';
const SITE_DATA_EXPORT = /^\s*export default ([\s\S]*?);?\s*$/;
/** The site data in the browser's module, as the transform below writes it (then formatted by SWC). */
const SITE_DATA_CONST = /const data = ([\s\S]*?);\s*export default siteSidebars\(/;

interface SidebarHolder {
  /** The locale's language, or undefined for the site-wide `themeConfig.sidebar`. */
  lang?: string;
  /** The JavaScript expression of the holder in the module, from `data`. */
  expression: string;
  holder: { sidebar: Sidebars };
}

/** Every sidebar of the site data: `themeConfig.sidebar` and each locale's. */
function sidebarHolders(data: {
  themeConfig?: { sidebar?: Sidebars; locales?: { lang: string; sidebar?: Sidebars }[] };
}): SidebarHolder[] {
  const out: SidebarHolder[] = [];
  const theme = data.themeConfig;
  if (theme?.sidebar && typeof theme.sidebar === 'object')
    out.push({ expression: 'data.themeConfig', holder: theme as { sidebar: Sidebars } });
  theme?.locales?.forEach((locale, i) => {
    if (locale.sidebar && typeof locale.sidebar === 'object')
      out.push({
        lang: locale.lang,
        expression: `data.themeConfig.locales[${i}]`,
        holder: locale as { sidebar: Sidebars },
      });
  });
  return out;
}

/**
 * The sidebars the browser build took out of its site data, each with its language: read from
 * the two site-data modules the build compiled (`?sidebars` lists them in the order of the
 * holders), since a warm build takes both from the cache without the transform below.
 */
function compiledSidebars(compilation: Compilation): { lang?: string; sidebar: Sidebars }[] {
  const [all] = compiledSources(
    compilation,
    new RegExp(`virtual-site-data(\\.js)?\\?${ALL_SIDEBARS}$`),
  );
  const [site] = compiledSources(compilation, /virtual-site-data(\.js)?$/);
  const list = all?.match(SITE_DATA_EXPORT)?.[1];
  const data = site?.match(SITE_DATA_CONST)?.[1];
  if (!list || !data) return [];
  const items = JSON.parse(list) as Sidebars[];
  return sidebarHolders(JSON.parse(data)).map(({ lang }, i) => ({ lang, sidebar: items[i] }));
}

/** The sidebar group Rspress shows at `pathname` (its `getSidebarDataGroup`): longest key first. */
function sidebarKey(sidebar: Sidebars, pathname: string): string | undefined {
  return Object.keys(sidebar)
    .sort((a, b) => b.length - a.length)
    .find((key) => key === pathname || pathname.startsWith(key) || pathname.startsWith(`${key}.`));
}

interface RouteMeta {
  routePath: string;
  absolutePath: string;
  relativePath: string;
  lang: string;
  version: string;
}

export function pluginRouteTable({
  enabled,
  indexEntry,
}: {
  enabled: boolean;
  /** The page's entry of the browser's page index (plugins/page-data.ts). */
  indexEntry: (routePath: string) => object | undefined;
}): RspressPlugin {
  let routes: RouteMeta[] = [];
  /** Route path → its chunks and page module in the browser build. */
  const loaders = new Map<string, Pick<CurrentRoute, 'chunks' | 'module'>>();
  /** The site data's sidebars, as the browser build took them out. */
  let sidebars: { lang?: string; sidebar: Sidebars }[] | undefined;

  /** The inline JSON of a route's page, written into its <head> when the page is rendered. */
  function routeScript(route: RouteMeta): string {
    const loader = loaders.get(route.routePath);
    if (!loader || !sidebars) {
      throw new Error(
        `route-table: no ${loader ? 'sidebars' : 'route chunk'} recorded for ${route.routePath}; review plugins/route-table.ts.`,
      );
    }
    const data: CurrentRoute = {
      path: route.routePath,
      filePath: route.relativePath,
      lang: route.lang,
      version: route.version,
      ...loader,
      page: indexEntry(route.routePath),
    };
    const locale = sidebars.some((s) => s.lang !== undefined);
    const at = sidebars.findIndex((s) => (locale ? s.lang === route.lang : true));
    const sidebar = sidebars[at]?.sidebar;
    const key = sidebar && sidebarKey(sidebar, decodeURIComponent(route.routePath));
    if (sidebar && key !== undefined) data.sidebar = { at, key, items: sidebar[key] };
    return `<script type="application/json" id="${CURRENT_ROUTE_ID}">${inlineJson(data)}</script>`;
  }

  const builderPlugin: RsbuildPlugin = {
    name: 'rslib-docs:route-table',
    // Registered before Rspress's own plugins, so the site data transform runs after the one
    // that generates the virtual module's code (as in plugins/page-data.ts).
    enforce: 'pre',
    setup(api) {
      const checkPatched = patchModules(api, 'route-table', PATCHES);
      // The sidebars leave the entry chunk: `virtual-site-data?sidebars` has them all, for the
      // table; the site data keeps an empty object per sidebar, which the table module fills.
      api.transform(
        { test: /virtual-site-data/, environments: ['web'] },
        ({ code, resourceQuery }: { code: string; resourceQuery: string }) => {
          const match = code.match(SITE_DATA_EXPORT);
          if (!match) {
            throw new Error(
              'route-table: the virtual-site-data module no longer matches `export default {…}`; review plugins/route-table.ts.',
            );
          }
          const data = JSON.parse(match[1]);
          const holders = sidebarHolders(data);
          if (holders.length === 0) {
            throw new Error(
              'route-table: no sidebar found in the site data (themeConfig.sidebar, themeConfig.locales[].sidebar); review plugins/route-table.ts.',
            );
          }
          if (resourceQuery === `?${ALL_SIDEBARS}`)
            return `export default ${JSON.stringify(holders.map((h) => h.holder.sidebar))};`;
          for (const { holder } of holders) holder.sidebar = {};
          return [
            `import { siteSidebars } from ${TABLE};`,
            `const data = ${JSON.stringify(data)};`,
            `export default siteSidebars(data, [${holders.map((h) => `${h.expression}.sidebar`).join(', ')}], () => import(/* webpackChunkName: "site-lists" */ "virtual-site-data?${ALL_SIDEBARS}"));`,
          ].join('\n');
        },
      );
      // Chunk and module ids are final before any asset is processed; the pages are rendered
      // (Rspress's SSG, in the `node` build) after the browser build's last stage.
      api.processAssets(
        { stage: 'additional', environments: ['web'] },
        failingBuild(({ compilation }: { compilation: Compilation }) => {
          checkPatched(compilation);
          sidebars = compiledSidebars(compilation);
          if (sidebars.length === 0) {
            failBuild(
              compilation,
              'route-table: the browser build has no `virtual-site-data?sidebars` module, or its site data has no sidebar; review plugins/route-table.ts.',
            );
          }
          const byFile = new Map(routes.map((route) => [path.resolve(route.absolutePath), route]));
          const { chunkGraph } = compilation;
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith('route-')) continue;
            const chunks = group.chunks.map((c) => c.id);
            if (chunks.some((c) => c === null || c === undefined)) continue;
            for (const chunk of group.chunks) {
              for (const module of chunkGraph.getChunkModules(chunk)) {
                const file = module.nameForCondition?.();
                const route = file ? byFile.get(path.resolve(file)) : undefined;
                const id = chunkGraph.getModuleId(module);
                if (route && id !== null)
                  loaders.set(route.routePath, {
                    chunks: chunks as (string | number)[],
                    module: id,
                  });
              }
            }
          }
        }),
      );
    },
  };

  return {
    name: 'rslib-docs:route-table',
    routeGenerated(list) {
      routes = list;
    },
    config(config) {
      if (!enabled) return config;
      // Rspress calls each function of `head` with the route of the page it renders.
      return { ...config, head: [...(config.head ?? []), (route) => routeScript(route)] };
    },
    builderConfig: enabled ? { plugins: [builderPlugin] } : undefined,
  };
}

// The route table of the browser, loaded on demand (plugins/route-table.ts patches Rspress's
// runtime to read it from here in production builds). Rspress's `virtual-routes` module lists
// every route of the site (path, source file, languages, a lazy component and its loader) and
// its runtime imports it into the entry chunk, so every page added made the first load of
// every other page heavier. Here the entry knows one route, the page's own, from the inline
// JSON the build writes into its HTML (chunk ids and module id of its route chunk); the whole
// table is an async chunk, loaded when the browser is idle after the page has loaded, or
// earlier on the first navigation intent (a link hovered or touched), and every navigation
// waits for it when it is not there yet.
import { type ComponentType, createElement, type ReactElement, useSyncExternalStore } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { CURRENT_ROUTE_ID } from '../../site/first-load';

declare const __webpack_require__: (id: string | number) => unknown;
declare const __webpack_chunk_load__: (id: string | number) => Promise<void>;

/** A route as Rspress's runtime uses it (`virtual-routes`). */
interface Route {
  path: string;
  element: ReactElement;
  filePath: string;
  preload: () => Promise<unknown>;
  lang: string;
  version: string;
}

/** A sidebar of the site data: link prefix → items. */
type Sidebars = Record<string, unknown[]>;

/** What a built page says about its route (the inline JSON). */
export interface CurrentRoute {
  path: string;
  filePath: string;
  lang: string;
  version: string;
  /** The chunks of the route's chunk group, loaded together as `import()` would. */
  chunks: (string | number)[];
  /** The id of the page's module, which those chunks define. */
  module: string | number;
  /** The page's entry of the page index (`virtual-page-data`). */
  page?: object;
  /** The sidebar the page shows: which of the site data's sidebars, its key and its items. */
  sidebar?: { at: number; key: string; items: unknown[] };
}

/** Longest path first, as Rspress's route matching expects. */
const byPathLength = (a: Route, b: Route) => (b.path || '').length - (a.path || '').length;

function readCurrent(): CurrentRoute | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(CURRENT_ROUTE_ID)?.textContent;
  return text ? (JSON.parse(text) as CurrentRoute) : undefined;
}

const current = readCurrent();

function currentRoute(data = current): Route | undefined {
  if (!data) return undefined;
  const load = () =>
    Promise.all(data.chunks.map((id) => __webpack_chunk_load__(id))).then(
      () => __webpack_require__(data.module) as { default: ComponentType },
    );
  const Page = lazyWithPreload(load);
  return {
    path: data.path,
    element: createElement(Page),
    filePath: data.filePath,
    lang: data.lang,
    version: data.version,
    preload: async () => {
      await Page.preload();
      return load();
    },
  };
}

const own = currentRoute();
/** The routes known so far, longest path first: the page's own, then all of them. */
export const routes: Route[] = own ? [own] : [];
/** The path the page was loaded at: its data needs no table, even on the 404 page. */
const startPath = typeof location === 'undefined' ? undefined : location.pathname;

/** The page index: the page's own entry, then all of them (plugins/page-data.ts). */
const pages: Record<string, unknown>[] = current?.page
  ? [current.page as Record<string, unknown>]
  : [];
let loadPages: (() => Promise<Record<string, unknown>[]>) | undefined;

/** The page index of `virtual-page-data`, with its list of pages filled here. */
export function pageIndex<T extends object>(
  data: T,
  load: () => Promise<{ default: Record<string, unknown>[] }>,
): T & { pages: Record<string, unknown>[] } {
  loadPages = () => load().then((module) => module.default);
  return Object.assign(data, { pages });
}

/** The site data's sidebars, empty but for the page's own, filled in place later. */
const sidebars: Sidebars[] = [];
let loadSidebars: (() => Promise<Sidebars[]>) | undefined;

/**
 * Takes the (empty) sidebar objects of the site data, in the order the build listed them,
 * and puts the page's own sidebar into its place.
 */
export function siteSidebars<T>(
  data: T,
  list: Sidebars[],
  load: () => Promise<{ default: Sidebars[] }>,
): T {
  sidebars.push(...list);
  loadSidebars = () => load().then((module) => module.default);
  const mine = current?.sidebar;
  const target = mine && sidebars[mine.at];
  if (mine && target) target[mine.key] = mine.items;
  return data;
}

let ready = false;
let loading: Promise<void> | undefined;
let version = 0;
const listeners = new Set<() => void>();

export const routesReady = () => ready;

/**
 * Loads the whole table once (routes, page index and sidebars, in parallel); a failed load
 * (offline, a deploy since) is tried again on the next navigation.
 */
export function loadRoutes(): Promise<void> {
  loading ??= Promise.all([
    // One chunk with the other two lists (their generated imports name the same chunk).
    import(/* webpackChunkName: "site-lists" */ 'virtual-routes'),
    loadPages?.(),
    loadSidebars?.(),
  ]).then(
    ([{ routes: all }, allPages, allSidebars]) => {
      // The page's own route keeps its object, so its rendered element stays the same.
      const next = all.map((route) => (own && route.path === own.path ? own : route));
      routes.splice(0, routes.length, ...next.sort(byPathLength));
      if (allPages) {
        // Entries already there keep their object and what was added to it (an overview
        // page's heading lists, theme/components/Overview).
        const known = new Map(pages.map((page) => [page.routePath, page]));
        const merged = allPages.map((page) => {
          const entry = known.get(page.routePath);
          return entry ? Object.assign(entry, page) : page;
        });
        pages.splice(0, pages.length, ...merged);
      }
      // A sidebar already there keeps its items: the theme keeps the reader's open and
      // closed groups in them (theme/hooks/useSidebarData.ts).
      allSidebars?.forEach((full, i) => {
        const target = sidebars[i];
        if (!target) return;
        for (const [key, items] of Object.entries(full)) if (!(key in target)) target[key] = items;
      });
      ready = true;
      version++;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Resolves when `pathname` can be looked up: at once for the page the browser loaded, else
 * when the table is in. Never rejects: without the table a path has no route, and a link
 * then loads the page in full.
 */
export function routesFor(pathname: string): Promise<void> {
  if (ready || pathname === startPath) return Promise.resolve();
  return loadRoutes().catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Changes when the table arrives, so a lookup memoized by path is made again. */
export function useRoutesVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
}

if (typeof window !== 'undefined') {
  const idle = (run: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 3000 })
      : setTimeout(run, 200);
  const soon = () => idle(() => void loadRoutes().catch(() => undefined));
  if (document.readyState === 'complete') soon();
  else window.addEventListener('load', soon, { once: true });
}

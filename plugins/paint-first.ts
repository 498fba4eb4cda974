// Text first, then code. The server HTML of a page is complete (ARCHITECTURE.md, A page load),
// but with the app's scripts as `<script defer>` in <head>, the browser runs them as soon as
// parsing ends and React's hydration keeps the main thread busy before the first paint: on a
// phone the text of a page appeared up to a second after its HTML and CSS had arrived
// (bench/PERFORMANCE.md). This plugin takes the app's scripts out of the markup and adds a
// small loader at the end of <body> that inserts them, in their order, once the browser reports
// the page's largest contentful paint (the frame after the first paint where it cannot tell).
// The text shows as soon as HTML and CSS are in; the scripts also stop competing with the
// stylesheet for the first bytes of a slow connection.
//
// The route's own chunk starts with them. Rspress writes a `<link rel="preload" as="script">`
// of it into every page's <head> (renderRoutePreloadLinks in @rspress/core's
// dist/node/ssg/renderHtmlTemplate.js), and on a long page that download took bandwidth from the
// HTML and the stylesheet before the first paint (bench/PERFORMANCE.md, LCP against the floor).
// So the rendered pages are edited in memory before they are written, as plugins/clean-markdown.ts
// does for the Markdown build: the links go, and their URLs move to the loader, which preloads
// them when it inserts the scripts. A tab opened in the background paints no frame, so there
// the scripts load at once. Development builds keep Rsbuild's tags, so the dev server's hot
// reload is untouched.
//
// Until React has hydrated, the loader also holds a reader's taps on buttons and the search
// shortcuts and replays them after hydration (plugins/early-input.ts); the first such input
// loads the scripts at once.
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { APP_SCRIPTS_ATTR, FIRST_INPUT_GLOBAL, ROUTE_CHUNKS_ATTR } from '../site/first-load';
import { EARLY_INPUT } from './early-input';

/**
 * How long the loader waits for the browser's report of the first large paint before it loads
 * the scripts anyway (a page whose first frame paints no text).
 */
const PAINT_WAIT_MS = 300;

/**
 * Runs in the browser, at the end of <body>; ES5 on purpose. `async = false` keeps the scripts'
 * execution in insertion order, as `defer` did.
 */
const LOADER = `(function () {
  var self = document.currentScript;
  function listed(name) {
    return (self.getAttribute(name) || '').split(' ').filter(Boolean);
  }
  var list = listed('${APP_SCRIPTS_ATTR}');
  var chunks = listed('${ROUTE_CHUNKS_ATTR}');
  var started = false;
  function load() {
    if (started) return;
    started = true;
    // The route's chunk is loaded by the app's code, once it runs; its download starts now.
    for (var c = 0; c < chunks.length; c++) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = chunks[c];
      document.head.appendChild(link);
    }
    for (var i = 0; i < list.length; i++) {
      var script = document.createElement('script');
      script.src = list[i];
      script.async = false;
      document.head.appendChild(script);
    }
  }
  function afterFrame(next) {
    requestAnimationFrame(function () { setTimeout(next, 0); });
  }
  // The browser reports the largest contentful paint once the frame that painted the page's
  // main text is on screen; the scripts start a frame after that, so they never hold that text
  // back, not even by sharing a slow connection with it.
  function afterLargestPaint() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('largest-contentful-paint') === -1) return afterFrame(load);
    var timer = setTimeout(load, ${PAINT_WAIT_MS});
    var observer = new PerformanceObserver(function () {
      observer.disconnect();
      clearTimeout(timer);
      afterFrame(load);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) load();
  else afterLargestPaint();
  document.addEventListener('visibilitychange', load);
  // The early-input watcher in <head> (plugins/early-input.ts) starts the scripts on the first
  // held input, from now on, or at once if there was one already.
  var first = window.${FIRST_INPUT_GLOBAL};
  if (first) {
    first.start = load;
    if (first.seen) load();
  }
})();`;

// The head script must reach the page whole (see EARLY_INPUT): no comment, where an apostrophe
// would end it for unhead's parser.
if (/^\s*\/\/|\/\*/m.test(EARLY_INPUT)) {
  throw new Error('paint-first: the early-input script of <head> has a comment; move it out');
}

type Tag = { tag: string; attrs?: Record<string, string | boolean | null | undefined> };

/** An app script Rsbuild injects: an external classic script, deferred. */
const isAppScript = (tag: Tag) =>
  tag.tag === 'script' && typeof tag.attrs?.src === 'string' && Boolean(tag.attrs.defer);

/** URLs as the loader's attributes list them: separated by spaces, so none may contain one. */
function spaceSeparated(urls: string[], what: string): string {
  if (urls.some((url) => /\s/.test(url)))
    throw new Error(`paint-first: a ${what} URL contains white space: ${urls}`);
  return urls.join(' ');
}

/** Rspress's preload of a route's chunk, as renderRoutePreloadLinks writes it. */
const ROUTE_PRELOAD = /<link rel="preload" href="([^"]*)" as="script">/g;
/** The start of the loader's tag, as the `html.tags` hook below has Rsbuild write it. */
const LOADER_TAG = `<script ${APP_SCRIPTS_ATTR}="`;

/**
 * A rendered page with Rspress's route-chunk preloads taken out of its <head> and listed on the
 * loader instead; `chunks` counts them. Throws when the page has them but not one loader.
 */
export function moveRoutePreloads(html: string): { html: string; chunks: number } {
  const chunks = [...html.matchAll(ROUTE_PRELOAD)].map(([, href]) => href);
  if (chunks.length === 0) return { html, chunks: 0 };
  const at = html.indexOf(LOADER_TAG);
  if (at === -1 || html.includes(LOADER_TAG, at + 1))
    throw new Error(
      `paint-first: a page with a route preload has ${at === -1 ? 'no' : 'two'} script loaders`,
    );
  const attr = `${ROUTE_CHUNKS_ATTR}="${spaceSeparated(chunks, 'route chunk')}"`;
  return {
    html: html
      .replace(ROUTE_PRELOAD, '')
      .replace(LOADER_TAG, () => `<script ${attr} ${LOADER_TAG.slice('<script '.length)}`),
    chunks: chunks.length,
  };
}

/** Moves the route preloads of every page the SSG renders (the `node` build). */
const routePreloadsAfterPaint: RsbuildPlugin = {
  name: 'rslib-docs:route-preloads-after-paint',
  setup(api) {
    api.processAssets(
      // After Rspress renders the pages (stage `optimize-transfer`, rsbuildPluginSSG).
      { stage: 'report', environments: ['node'] },
      ({ assets, compilation, compiler }) => {
        if (compilation.errors.length > 0) return;
        const { RawSource } = compiler.webpack.sources;
        let pages = 0;
        let moved = 0;
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.html')) continue;
          const page = moveRoutePreloads(assets[name].source().toString());
          pages++;
          if (page.chunks === 0) continue;
          moved += page.chunks;
          compilation.updateAsset(name, new RawSource(page.html));
        }
        // Rspress renders its pages elsewhere or writes the preload another way: fail rather
        // than ship pages that preload the chunk early again, or not at all.
        if (pages === 0 || moved === 0) {
          throw new Error(
            `paint-first: ${pages} pages and ${moved} route-chunk preloads in Rspress's node build; its output changed: review plugins/paint-first.ts.`,
          );
        }
      },
    );
  },
};

export function pluginPaintFirst({ enabled }: { enabled: boolean }): RspressPlugin {
  return {
    name: 'rslib-docs:paint-first',
    builderConfig: enabled
      ? {
          plugins: [routePreloadsAfterPaint],
          html: {
            tags: [
              (tags) => {
                const scripts = tags.filter(isAppScript);
                // Rsbuild changed how it injects the entry: fail the build rather than ship
                // a page whose scripts load the old way or not at all.
                if (scripts.length === 0)
                  throw new Error('paint-first: no deferred app script among the HTML tags');
                const list = spaceSeparated(
                  scripts.map((tag) => String(tag.attrs?.src)),
                  'script',
                );
                return [
                  ...tags.filter((tag) => !isAppScript(tag)),
                  { tag: 'script', children: EARLY_INPUT, head: true },
                  {
                    tag: 'script',
                    attrs: { [APP_SCRIPTS_ATTR]: list },
                    children: LOADER,
                    head: false,
                  },
                ];
              },
            ],
          },
        }
      : undefined,
  };
}

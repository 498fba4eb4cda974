// Text first, then code. The server HTML of a page is complete (ARCHITECTURE.md, A page load),
// but with the app's scripts as `<script defer>` in <head>, the browser runs them as soon as
// parsing ends and React's hydration keeps the main thread busy before the first paint: on a
// phone the text of a page appeared up to a second after its HTML and CSS had arrived
// (bench/PERFORMANCE.md). This plugin takes the app's scripts out of the markup and adds a
// small loader at the end of <body> that inserts them, in their order, right after the first
// frame is painted (and, when that frame started the web font's download, after the font is in
// or its short wait is over). The text shows as soon as HTML and CSS are in; the scripts also stop
// competing with the stylesheet and the font for the first bytes of a slow connection.
//
// The route's own chunk keeps Rspress's preload link, so it still arrives early. A tab opened
// in the background paints no frame, so there the scripts load at once. Development builds
// keep Rsbuild's tags, so the dev server's hot reload is untouched.
//
// Until React has hydrated, the loader also holds a reader's taps on buttons and the search
// shortcuts and replays them after hydration (plugins/early-input.ts); the first such input
// loads the scripts at once.
import type { RspressPlugin } from '@rspress/core';
import { APP_SCRIPTS_ATTR, FIRST_INPUT_GLOBAL } from '../site/first-load';
import { EARLY_INPUT } from './early-input';

/**
 * How long the loader waits for the web font once the first frame has started its download:
 * the block period of `font-display: optional`, after which the text shows in the fallback
 * face anyway (theme/styles/_fonts.scss).
 */
const FONT_WAIT_MS = 100;

/**
 * Runs in the browser, at the end of <body>; ES5 on purpose. `async = false` keeps the scripts'
 * execution in insertion order, as `defer` did.
 */
const LOADER = `(function () {
  var list = (document.currentScript.getAttribute('${APP_SCRIPTS_ATTR}') || '').split(' ');
  var started = false;
  function load() {
    if (started) return;
    started = true;
    for (var i = 0; i < list.length; i++) {
      if (!list[i]) continue;
      var script = document.createElement('script');
      script.src = list[i];
      script.async = false;
      document.head.appendChild(script);
    }
  }
  function afterFrame(next) {
    requestAnimationFrame(function () { setTimeout(next, 0); });
  }
  // The first frame's layout starts the web font's download; while it is on its way, text in
  // that face is held back (font-display: optional, for at most ${FONT_WAIT_MS} ms). Wait for it,
  // so the text is painted in its final face before the scripts arrive.
  function afterText() {
    var fonts = document.fonts;
    if (!fonts || fonts.status !== 'loading') return load();
    var timer = setTimeout(function () { afterFrame(load); }, ${FONT_WAIT_MS});
    fonts.ready.then(function () {
      clearTimeout(timer);
      afterFrame(load);
    }, load);
  }
  if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) load();
  else afterFrame(afterText);
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

export function pluginPaintFirst({ enabled }: { enabled: boolean }): RspressPlugin {
  return {
    name: 'rslib-docs:paint-first',
    builderConfig: enabled
      ? {
          html: {
            tags: [
              (tags) => {
                const scripts = tags.filter(isAppScript);
                // Rsbuild changed how it injects the entry: fail the build rather than ship
                // a page whose scripts load the old way or not at all.
                if (scripts.length === 0)
                  throw new Error('paint-first: no deferred app script among the HTML tags');
                const list = scripts.map((tag) => String(tag.attrs?.src));
                if (list.some((src) => /\s/.test(src)))
                  throw new Error(`paint-first: a script URL contains white space: ${list}`);
                return [
                  ...tags.filter((tag) => !isAppScript(tag)),
                  { tag: 'script', children: EARLY_INPUT, head: true },
                  {
                    tag: 'script',
                    attrs: { [APP_SCRIPTS_ATTR]: list.join(' ') },
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

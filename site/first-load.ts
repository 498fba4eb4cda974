/**
 * The attribute of the loader script that lists a built page's app scripts, in order and
 * separated by spaces (plugins/paint-first.ts writes it; scripts/lib/page-weight.ts and the
 * search budget test read it to weigh a page's first load).
 */
export const APP_SCRIPTS_ATTR = 'data-app-scripts';

/**
 * The attribute of the same loader script that lists the page's own route chunks, which the
 * loader preloads with the app scripts (plugins/paint-first.ts moves them there from the
 * `<link rel="preload">` tags Rspress writes into <head>).
 */
export const ROUTE_CHUNKS_ATTR = 'data-route-chunks';

/**
 * The id of the inline JSON script by which a built page names its own route and the chunks
 * and module that render it (plugins/route-table.ts writes it; theme/deferred/route-table.ts
 * reads it, so the shared entry chunk needs no list of every route).
 */
export const CURRENT_ROUTE_ID = 'rspress-route';

/**
 * The global by which the early-input watcher in <head> (plugins/early-input.ts) and the app
 * script loader at the end of <body> (plugins/paint-first.ts) meet: `{ seen, start }`. The
 * watcher sets `seen` on the first held input and calls `start` once the loader has put its
 * function there; the loader starts at once when `seen` is already set.
 */
export const FIRST_INPUT_GLOBAL = '__rslibFirstInput';

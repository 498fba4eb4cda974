/**
 * The attribute of the loader script that lists a built page's app scripts, in order and
 * separated by spaces (plugins/paint-first.ts writes it; scripts/lib/page-weight.mjs and the
 * search budget test read it to weigh a page's first load).
 */
export const APP_SCRIPTS_ATTR = 'data-app-scripts';

/**
 * The id of the inline JSON script by which a built page names its own route and the chunks
 * and module that render it (plugins/route-table.ts writes it; theme/deferred/route-table.ts
 * reads it, so the shared entry chunk needs no list of every route).
 */
export const CURRENT_ROUTE_ID = 'rspress-route';

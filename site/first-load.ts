/**
 * The attribute of the loader script that lists a built page's app scripts, in order and
 * separated by spaces (plugins/paint-first.ts writes it; scripts/lib/page-weight.mjs and the
 * search budget test read it to weigh a page's first load).
 */
export const APP_SCRIPTS_ATTR = 'data-app-scripts';

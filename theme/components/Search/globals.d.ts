/** @docsearch/css (variables and modal), defined at build time by plugins/search-index.ts. */
declare const __DOCSEARCH_CSS__: string;

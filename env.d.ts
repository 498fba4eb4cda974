declare module '*.module.scss' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.scss';
declare module '*.css';

// An untyped entry point that theme/deferred loads on demand; the module types what it uses.
declare module 'body-scroll-lock/lib/bodyScrollLock.esm.js';

// Rsbuild turns `?url` imports into the emitted file's URL.
declare module '*.svg?url' {
  const url: string;
  export default url;
}

// Rspress's generated route list; theme/deferred/route-table.ts imports it on demand.
declare module 'virtual-routes' {
  export const routes: {
    path: string;
    element: import('react').ReactElement;
    filePath: string;
    preload: () => Promise<unknown>;
    lang: string;
    version: string;
  }[];
}

// Rspress defines SSG_MD as true in the build that renders each page to Markdown (`llms`), and
// ENABLE_LLMS_UI when the Copy Markdown and AI buttons are on (theme/components/Outline reads it).
interface ImportMeta {
  readonly env: { readonly SSG_MD?: boolean; readonly ENABLE_LLMS_UI?: boolean };
}

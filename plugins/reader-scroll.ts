// Hydration leaves the reader's scroll position alone. Two effects of the theme moved it:
// - the Layout's scroll reset (`useScrollReset`: to the top on every route change without a
//   hash) ran on the first render too, when no route has changed: a reader who scrolled
//   before the scripts were in (seconds on a slow phone) was sent back to the top when the
//   page hydrated. It now runs from the first navigation on.
// - the overview pages focus their filter box in an effect, which runs after the list has
//   hydrated, later still; focus() scrolls to the box, so a reader who had scrolled, or who
//   came by a link to one of the page's sections (`/config/lib/#…`), was thrown back to the
//   top. It now focuses the box only while the reader is at the top, where the box is in view.
// Browser tests: e2e/navigation.spec.ts (a scroll before hydration is kept) and
// e2e/doc-page.spec.ts (overview filter).
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { type ModulePatch, patchModules } from './module-patches';

const THEME = '@rspress[\\\\/]core[\\\\/]dist[\\\\/]theme[\\\\/]';

const PATCHES: ModulePatch[] = [
  {
    file: new RegExp(`${THEME}logic[\\\\/]useScrollReset\\.js$`),
    edits: [
      {
        find: 'import { useLayoutEffect } from "react";',
        replace: 'import { useLayoutEffect, useRef } from "react";',
      },
      {
        find: '    useLayoutEffect(()=>{\n        const decodedHash',
        replace:
          '    const hydrating = useRef(true);\n    useLayoutEffect(()=>{\n        if (hydrating.current) {\n            hydrating.current = false;\n            return;\n        }\n        const decodedHash',
      },
    ],
  },
  {
    file: new RegExp(`${THEME}components[\\\\/]Overview[\\\\/]index\\.js$`),
    edits: [
      {
        find: 'if (true === frontmatter.overview) searchRef.current?.focus();',
        replace:
          'if (true === frontmatter.overview && 0 === window.scrollY && !location.hash) searchRef.current?.focus({ preventScroll: true });',
      },
    ],
  },
];

/** Production builds, as plugins/route-table.ts: its check runs where every module is compiled. */
export function pluginReaderScroll({ enabled }: { enabled: boolean }): RspressPlugin {
  const builderPlugin: RsbuildPlugin = {
    name: 'rslib-docs:reader-scroll',
    setup(api) {
      const checkPatched = patchModules(api, 'reader-scroll', PATCHES);
      api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation }) =>
        checkPatched(compilation),
      );
    },
  };
  return {
    name: 'rslib-docs:reader-scroll',
    builderConfig: enabled ? { plugins: [builderPlugin] } : undefined,
  };
}

// knip (`npm run lint:deps`, a stage of `npm test`): unlisted, unused and unresolved
// dependencies, unused files and unused exports. Rspress has no knip plugin, so its entry
// points are listed here: the config, the theme seam and what the config names by path.
import type { KnipConfig } from 'knip';

// Pages import at the top level, outside code fences. knip's own MDX compiler pairs fences by
// three backticks, so it read the imports that pages show inside ```` fences as the page's own.
const FENCE = /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;
const mdxImports = (text: string) =>
  (text.replace(FENCE, '').match(/^import\s[^\n]*$/gm) ?? []).join('\n');

const config: KnipConfig = {
  entry: [
    'rspress.config.ts',
    // Rspress resolves `@rspress/core/theme` to this file.
    'theme/index.tsx',
    // Named by path in rspress.config.ts (globalUIComponents, aliases) and in plugins/.
    'theme/components/ImageZoom/index.tsx',
    'theme/components/PackageManagerIcons/index.tsx',
    // Imported into the pages that have type hovers by plugins/type-hovers/.
    'theme/components/TypeHover/attach.ts',
    'theme/slug.ts',
    'theme/deferred/*.ts',
    'plugins/docsearch-patch-loader.cjs',
    'plugins/twin-dependency-loader.cjs',
    'docs/**/*.mdx',
    'scripts/*.ts',
    'tests/**/*.test.ts',
    'e2e/*.spec.ts',
  ],
  project: ['**/*.{ts,tsx,mjs,cjs,mdx,scss}', '!tests/examples/fixture/**'],
  compilers: { mdx: mdxImports, scss: true },
  // The first is imported by the rslib.config.ts that tests/examples/publishing.test.ts takes
  // from a page; the second is a virtual module of Rspress (theme/deferred/route-table.ts).
  ignoreDependencies: ['rsbuild-plugin-publint', 'virtual-routes'],
  // System tools the benchmark and the browser set-up call when present.
  ignoreBinaries: ['fc-list', 'apt-get'],
};

export default config;

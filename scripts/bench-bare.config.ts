// The floor of `npm run bench`: a bare Rspress site built from the same `docs/`, with the
// default theme and only what the MDX pages need to compile (the `@components` and `@site`
// aliases, Sass with the `rslib:constants` module those styles read). No theme override, no
// plugins, default search. The benchmark builds it into its own folder
// and measures it next to the site, interleaved.
import path from 'node:path';
import { pluginSass } from '@rsbuild/plugin-sass';
import { defineConfig } from '@rspress/core';
import { constantsImporter } from '../plugins/sass-constants';

const repoRoot = path.join(__dirname, '..');

export default defineConfig({
  root: path.join(repoRoot, 'docs'),
  title: 'Rslib',
  description: 'The Rsbuild-based library development tool',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', title: 'Rslib' },
    { lang: 'zh', label: '简体中文', title: 'Rslib' },
  ],
  route: { cleanUrls: true, exclude: ['**/shared/**'] },
  // A folder that does not exist: Rspress falls back to its default theme.
  themeDir: path.join(repoRoot, 'bench/no-theme'),
  outDir: process.env.BENCH_BARE_OUT_DIR || path.join(repoRoot, 'bench/out-bare'),
  markdown: { link: { checkDeadLinks: false, checkAnchors: false } },
  builderConfig: {
    resolve: {
      alias: {
        '@components': path.join(repoRoot, 'components'),
        '@site': path.join(repoRoot, 'site'),
      },
    },
    // The home pages import the theme's HomePage, whose styles read `rslib:constants`.
    plugins: [
      pluginSass({ sassLoaderOptions: { sassOptions: { importers: [constantsImporter] } } }),
    ],
  },
});

import path from 'node:path';
import { pluginSass } from '@rsbuild/plugin-sass';
import { defineConfig } from '@rspress/core';
import { pluginRss } from '@rspress/plugin-rss';
import { pluginGoogleAnalytics } from 'rsbuild-plugin-google-analytics';
import { pluginAccessibleMarkdown } from './plugins/accessible-markdown';
import { pluginAsyncChunkIds } from './plugins/async-chunk-ids';
import { pluginChineseNotFound } from './plugins/chinese-not-found';
import { pluginCodeHtml } from './plugins/code-html';
import { docsCodeLanguages } from './plugins/code-languages';
import { openSansAlias } from './plugins/open-sans';
import { pluginOpenSearch } from './plugins/opensearch';
import { pluginPackageManagerIcons } from './plugins/package-manager-icons';
import { pluginPageData } from './plugins/page-data';
import { pluginPaintFirst } from './plugins/paint-first';
import { pluginRouteTable } from './plugins/route-table';
import { pluginSearchIndex } from './plugins/search-index';
import { pluginSecurityHeaders } from './plugins/security-headers';
import { pluginSitemapAlternates } from './plugins/sitemap-alternates';
import { pluginStorageGuard } from './plugins/storage-guard';
import { pluginTranslationFreshness } from './plugins/translation-freshness';
import { searchSettings } from './search/settings';
import { googleAnalyticsId } from './site/analytics';
import { blogFeeds } from './site/feeds';
import { SITE_ORIGIN } from './site/origin';
import { DOCS_EDIT_BASE } from './site/repo';
import { socialLinks } from './site/social';

const isProd = process.env.NODE_ENV === 'production';
const looseLinks = process.env.DOCS_LOOSE_LINKS === '1';
const isBuildFile = (url: string) => /^\/(zh\/)?(rss\/[\w-]+\.xml|llms(-full)?\.txt)$/.test(url);
// In production the browser's page index, like its route table, loads after the page
// (plugins/page-data.ts, plugins/route-table.ts).
const pageData = pluginPageData({ deferIndex: isProd });

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  title: 'Rslib',
  description: 'The Rsbuild-based library development tool',
  icon: '/favicon.svg',
  logo: { light: '/rslib-logo.svg', dark: '/rslib-logo-dark.svg' },
  logoText: 'Rslib',
  lang: 'en',
  siteOrigin: SITE_ORIGIN,
  locales: [
    {
      lang: 'en',
      label: 'English',
      title: 'Rslib',
      description: 'The Rsbuild-based library development tool',
    },
    {
      lang: 'zh',
      label: '简体中文',
      title: 'Rslib',
      description: '基于 Rsbuild 的库开发工具',
    },
  ],
  route: {
    cleanUrls: true,
    // Fragments are imported by pages, never served on their own.
    exclude: ['**/shared/**'],
    localeRedirect: 'auto',
  },
  llms: true,
  // Search is our DocSearch modal (theme/components/Search, plugins/search-index.ts), not Rspress's own.
  search: false,
  // A second build (scripts/build-algolia.mjs) writes elsewhere.
  outDir: process.env.RSPRESS_OUT_DIR || undefined,
  markdown: {
    defaultWrapCode: false,
    shiki: { langs: docsCodeLanguages(path.join(__dirname, 'docs')) },
    // Writers drafting pages in parallel may set DOCS_LOOSE_LINKS=1; CI never does.
    link: looseLinks
      ? { checkDeadLinks: false, checkAnchors: false }
      : // Feeds and llms.txt are files of the build, not routes; links to them load in full.
        { checkDeadLinks: { excludes: isBuildFile }, checkAnchors: true },
  },
  // Our own zoom loads medium-zoom on the first click (theme/components/ImageZoom).
  mediumZoom: false,
  globalUIComponents: [
    [path.join(__dirname, 'theme/components/ImageZoom'), { selector: '.rspress-doc img' }],
  ],
  themeConfig: {
    socialLinks,
    editLink: { docRepoBaseUrl: DOCS_EDIT_BASE },
    lastUpdated: true,
    enableScrollToTop: true,
    enableContentAnimation: false,
    enableAppearanceAnimation: true,
    hideNavbar: 'auto',
    fallbackHeadingTitle: true,
  },
  plugins: [
    pluginAccessibleMarkdown(),
    pluginCodeHtml(),
    pluginTranslationFreshness(),
    pluginSearchIndex(),
    // Both languages with alternates and git dates; replaces @rspress/plugin-sitemap.
    pluginSitemapAlternates({ siteUrl: SITE_ORIGIN }),
    pluginOpenSearch(SITE_ORIGIN),
    // The CSP (meta and header) and the _headers file, for production builds (site/security.ts).
    pluginSecurityHeaders({
      enabled: isProd,
      algoliaAppId: searchSettings.algolia?.appId,
      algoliaInsights: searchSettings.algolia?.insights,
      analytics: Boolean(googleAnalyticsId),
    }),
    pluginRss({
      siteUrl: SITE_ORIGIN,
      feed: blogFeeds.map((feed) => ({
        id: feed.id,
        language: feed.language,
        title: feed.title,
        description: feed.description,
        output: { type: 'rss' as const, dir: 'rss', filename: `${feed.id}.xml` },
        test: (page) =>
          page.lang === feed.lang &&
          page.routePath.startsWith(feed.routePrefix) &&
          page.routePath !== feed.routePrefix,
      })),
    }),
    pluginChineseNotFound(SITE_ORIGIN),
    pageData,
    pluginStorageGuard(),
    pluginPaintFirst({ enabled: isProd }),
    // The route table loads on demand, not with every page (plugins/route-table.ts).
    pluginRouteTable({ enabled: isProd, indexEntry: pageData.indexEntry }),
  ],
  builderConfig: {
    resolve: {
      alias: {
        '@components': path.join(__dirname, 'components'),
        '@site': path.join(__dirname, 'site'),
        ...openSansAlias(),
        // Same slugs without the Unicode table (theme/slug.ts).
        '@rspress/shared/github-slugger$': path.join(__dirname, 'theme/slug.ts'),
        // Loaded when a mobile menu first opens, not with every page (theme/deferred).
        'body-scroll-lock$': path.join(__dirname, 'theme/deferred/body-scroll-lock.ts'),
      },
    },
    plugins: [
      pluginSass(),
      pluginAsyncChunkIds(),
      pluginPackageManagerIcons(),
      ...(isProd && googleAnalyticsId ? [pluginGoogleAnalytics({ id: googleAnalyticsId })] : []),
    ],
  },
});

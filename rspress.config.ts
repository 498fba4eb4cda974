import path from 'node:path';
import { pluginSass } from '@rsbuild/plugin-sass';
import { defineConfig } from '@rspress/core';
import { pluginRss } from '@rspress/plugin-rss';
import { pluginGoogleAnalytics } from 'rsbuild-plugin-google-analytics';
import strings from './i18n.json';
import { pluginAccessibleMarkdown } from './plugins/accessible-markdown';
import { pluginAsyncChunkIds } from './plugins/async-chunk-ids';
import { notFoundScripts, pluginCleanPath } from './plugins/clean-path';
import { pluginCodeHtml } from './plugins/code-html';
import { docsCodeLanguages } from './plugins/code-languages';
import { transformerLineCount } from './plugins/code-line-count';
import { transformerRslibNotation } from './plugins/code-notation';
import { transformerPlainTokens } from './plugins/code-plain-tokens';
import { articleHtml, firstParagraph, readBuiltPage } from './plugins/feed-content';
import { pluginMachineFiles, renderLlmsTxt } from './plugins/machine-files';
import { pluginMetaEntries } from './plugins/meta-entries';
import { pluginOpenSearch } from './plugins/opensearch';
import { pluginOrientation } from './plugins/orientation';
import { pluginPackageManagerIcons } from './plugins/package-manager-icons';
import { pluginPageData } from './plugins/page-data';
import { pluginPaintFirst } from './plugins/paint-first';
import { pluginReaderScroll } from './plugins/reader-scroll';
import { pluginRouteTable } from './plugins/route-table';
import { constantsImporter } from './plugins/sass-constants';
import { pluginSearchIndex } from './plugins/search-index';
import { pluginSecurityHeaders } from './plugins/security-headers';
import { pluginServiceWorker } from './plugins/service-worker';
import { pluginSitemapAlternates } from './plugins/sitemap-alternates';
import { pluginSourceLinks } from './plugins/source-links';
import { pluginStorageGuard } from './plugins/storage-guard';
import { pluginTranslationFreshness } from './plugins/translation-freshness';
import { pluginTypeHovers } from './plugins/type-hovers';
import { searchSettings } from './search/settings';
import { googleAnalyticsId } from './site/analytics';
import { blogFeeds } from './site/feeds';
import { SITE_ORIGIN } from './site/origin';
import { DOCS_EDIT_BASE, DOCS_REPO } from './site/repo';
import { socialLinks } from './site/social';

const isProd = process.env.NODE_ENV === 'production';
const looseLinks = process.env.DOCS_LOOSE_LINKS === '1';
// Where the build writes; the feed items read the pages from there.
const outDir = path.resolve(process.env.RSPRESS_OUT_DIR || 'doc_build');
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
  llms: {
    // Each language's summary, no 404 or moved pages (plugins/machine-files.ts).
    llmsTxt: renderLlmsTxt({ summaries: strings.siteDescription, others: strings.llmsOthers }),
  },
  // Search is our DocSearch modal (theme/components/Search, plugins/search-index.ts), not Rspress's own.
  search: false,
  // A second build (scripts/build-algolia.ts) writes elsewhere.
  outDir: process.env.RSPRESS_OUT_DIR || undefined,
  markdown: {
    defaultWrapCode: false,
    shiki: {
      langs: docsCodeLanguages(path.join(__dirname, 'docs')),
      // No time limit per line: Shiki's default (500 ms of wall time) gives up on a line when a
      // loaded machine stalls the build, and the rest of the line ships as one token in one
      // color; two builds of one commit then highlight differently (seen on
      // /config/rsbuild/plugins). The docs' lines are short; the limit guards editors.
      tokenizeTimeLimit: 0,
      // `// [!code ++]` and friends, ```diff blocks and `$ ` prompts; copy gives runnable text.
      // Then each block's line count, for its size before it is laid out, and token spans
      // that only repeat the code's own color as plain text (plugins/code-plain-tokens.ts).
      transformers: [transformerRslibNotation(), transformerLineCount(), transformerPlainTokens()],
    },
    // Links and anchors are checked in the sources instead (plugins/source-links.ts): Rspress's
    // check runs inside each page's compile, which a warm build cache skips.
    link: { checkDeadLinks: false, checkAnchors: false },
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
    // No hidden English "For AI agents" paragraph before the skip link on every page: the
    // head's Markdown alternate and describedby links say the same (theme/components/SeoHead).
    llmsUI: { injectLlmsHint: false },
    fallbackHeadingTitle: true,
  },
  plugins: [
    // A sidebar entry without its page: a clear error, not a broken dev site (plugins/meta-entries.ts).
    pluginMetaEntries(),
    // Dead links and anchors, at the source line, warm cache or cold; DOCS_LOOSE_LINKS=1 turns it
    // off for writers drafting pages in parallel (CI never sets it).
    pluginSourceLinks({ enabled: !looseLinks }),
    pluginAccessibleMarkdown(),
    pluginCodeHtml(),
    // Types, option links and summaries on the checked config examples (plugins/type-hovers/);
    // RSLIB_DOCS_TYPE_HOVERS=off builds without them (scripts/bench-type-hovers.ts weighs them).
    ...(process.env.RSLIB_DOCS_TYPE_HOVERS === 'off' ? [] : [pluginTypeHovers()]),
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
      laterScripts: notFoundScripts(),
    }),
    // Offline reading: the web app manifests and the service worker (site/offline.ts).
    pluginServiceWorker(),
    pluginRss({
      siteUrl: SITE_ORIGIN,
      feed: blogFeeds.map((feed) => ({
        id: feed.id,
        language: feed.language,
        title: feed.title,
        description: feed.description,
        // The channel's page is the blog of its own language; `atom:link rel="self"` names the feed.
        link: `${SITE_ORIGIN}${feed.routePrefix}`,
        feedLinks: { rss: `${SITE_ORIGIN}/rss/${feed.id}.xml` },
        output: { type: 'rss' as const, dir: 'rss', filename: `${feed.id}.xml` },
        // The whole post (plugins/feed-content.ts), a summary, and the page's address as guid.
        item: (item, page) => {
          const html = readBuiltPage(outDir, page.routePath);
          const content = html ? articleHtml(html, item.link) : null;
          if (!content) throw new Error(`rss: no article in the built page ${page.routePath}`);
          return {
            ...item,
            id: item.link,
            content,
            description: item.description || firstParagraph(content),
          };
        },
        test: (page) =>
          page.lang === feed.lang &&
          page.routePath.startsWith(feed.routePrefix) &&
          page.routePath !== feed.routePrefix,
      })),
    }),
    pluginMachineFiles(SITE_ORIGIN),
    // Breadcrumbs, JSON-LD and the 404 page's route list, all at build time.
    pluginOrientation(SITE_ORIGIN),
    pageData,
    // Before the storage guard, whose script must stay the first one in <head>.
    pluginCleanPath(),
    pluginStorageGuard(),
    pluginPaintFirst({ enabled: isProd }),
    // The route table loads on demand, not with every page (plugins/route-table.ts).
    pluginRouteTable({ enabled: isProd, indexEntry: pageData.indexEntry }),
    // Hydration leaves the reader's scroll position alone (plugins/reader-scroll.ts).
    pluginReaderScroll({ enabled: isProd }),
  ],
  builderConfig: {
    source: {
      // site/repo.ts reads it in the browser too: the HTML and the hydrated page name one repository.
      define: {
        'process.env.RSLIB_DOCS_REPO': JSON.stringify(DOCS_REPO),
      },
    },
    resolve: {
      alias: {
        '@components': path.join(__dirname, 'components'),
        '@site': path.join(__dirname, 'site'),
        // Same slugs without the Unicode table (theme/slug.ts).
        '@rspress/shared/github-slugger$': path.join(__dirname, 'theme/slug.ts'),
        // Loaded when a mobile menu first opens, not with every page (theme/deferred).
        'body-scroll-lock$': path.join(__dirname, 'theme/deferred/body-scroll-lock.ts'),
      },
    },
    plugins: [
      // Stylesheets read the layout constants of site/constants.ts as `rslib:constants`.
      pluginSass({ sassLoaderOptions: { sassOptions: { importers: [constantsImporter] } } }),
      pluginAsyncChunkIds(),
      pluginPackageManagerIcons(),
      ...(isProd && googleAnalyticsId ? [pluginGoogleAnalytics({ id: googleAnalyticsId })] : []),
    ],
  },
});

// Wires search (search/) into the Rspress build. Everything about search itself lives in search/:
// settings.ts (backend, index paths), build.ts (the index tiers and their budgets), the engine
// and the modal adapter. This plugin only:
// - hands the browser the build-time settings and DocSearch's styles (defines);
// - patches DocSearch's bundle (docsearch-patch-loader.cjs);
// - adds the preconnect link to Algolia's host when the build uses Algolia;
// - after a production build with the local backend, writes the index (search/build.ts);
// - in `rspress dev`, serves an index built from the page sources as they are now.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { docSearchStyles, writeSearchIndex } from '../search/build';
import { createDevIndex } from '../search/dev-index';
import {
  algoliaHost,
  INDEX_TIERS,
  indexPath,
  searchEnvDefines,
  searchSettings,
} from '../search/settings';
import { SEARCH_MAX_QUERY_LENGTH } from '../site/constants';
import { LANGS } from '../site/locale';
import { contentType } from '../site/pages';

const DEFAULT_OUT_DIR = 'doc_build';
const PLUGIN_DIR = path.dirname(fileURLToPath(import.meta.url));

export function pluginSearchIndex(): RspressPlugin {
  const algolia = searchSettings.algolia;
  const tierOfPath = new Map(
    LANGS.flatMap((lang) => INDEX_TIERS.map((tier) => [indexPath(lang, tier), { lang, tier }])),
  );
  let devIndex: ReturnType<typeof createDevIndex> | undefined;
  return {
    name: 'rslib-docs-search',
    // The Algolia test build (scripts/build-algolia.ts) renders only the pages its tests open.
    config(config, _utils, isProd) {
      if (!isProd && !algolia) {
        devIndex = createDevIndex(path.resolve(config.root ?? 'docs'), config.title ?? '');
      }
      const exclude = process.env.RSLIB_DOCS_ROUTE_EXCLUDE?.split(',').filter(Boolean);
      if (!exclude?.length) return config;
      return {
        ...config,
        route: { ...config.route, exclude: [...(config.route?.exclude ?? []), ...exclude] },
      };
    },
    builderConfig: {
      source: {
        define: {
          ...searchEnvDefines(),
          // DocSearch's styles as a string for the lazy modal chunk to inject: an imported
          // stylesheet (even `?raw`) would land in the CSS every page loads first.
          __DOCSEARCH_CSS__: JSON.stringify(docSearchStyles()),
        },
      },
      html: algolia
        ? {
            tags: [
              {
                tag: 'link',
                attrs: { rel: 'preconnect', href: algoliaHost(algolia.appId), crossorigin: '' },
                head: true,
              },
            ],
          }
        : undefined,
      tools: {
        rspack: (_config, { addRules }) => {
          addRules({
            test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
            loader: path.join(PLUGIN_DIR, 'docsearch-patch-loader.cjs'),
            options: { maxQueryLength: SEARCH_MAX_QUERY_LENGTH },
          });
        },
      },
      server: {
        // `rspress dev` serves an index of the pages as they are now, built from their sources
        // on the first request after a page changes (search/dev-index.ts).
        setup: (context) => {
          if (context.action !== 'dev') return;
          context.server.middlewares.use((req, res, next) => {
            const url = req.url?.split('?')[0];
            const tier = url && tierOfPath.get(url);
            if (!tier || !devIndex) return next();
            try {
              const json = devIndex(tier.lang)[tier.tier];
              res.setHeader('content-type', contentType(url));
              res.setHeader('cache-control', 'no-store');
              res.end(json);
            } catch (error) {
              next(error);
            }
          });
        },
      },
    },
    async afterBuild(config, isProd) {
      if (!isProd || searchSettings.backend !== 'local') return;
      await writeSearchIndex(path.resolve(config.outDir ?? DEFAULT_OUT_DIR), {
        base: config.base ?? '/',
        fallbackGroup: (lang) =>
          config.locales?.find((l) => l.lang === lang)?.title ?? config.title ?? '',
        docsRoot: path.resolve(config.root ?? 'docs'),
      });
    },
  };
}

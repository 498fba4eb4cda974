// Search for the docs site:
// - gives the theme the build-time search settings (site/search.ts);
// - local backend: after the build, reads every rendered page and writes one index per
//   language to <outDir>/search/<lang>.json (DocSearch hit records, one per heading section);
// - Algolia backend: adds the preconnect link to the search host, and writes no index.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { pageRecords } from '../search/extract';
import type { SearchIndexFile, SearchRecord } from '../search/types';
import { algoliaHost, localIndexPath, searchEnvDefines, searchSettings } from '../site/search';

const DEFAULT_OUT_DIR = 'doc_build';

async function htmlFiles(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== 'static' && !entry.name.startsWith('__')) out.push(...(await htmlFiles(dir, child)));
    } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
      out.push(child);
    }
  }
  return out.sort();
}

/** `zh/guide/start/index.html` → `/zh/guide/start/`; `config/lib/dts.html` → `/config/lib/dts`. */
function routeOf(file: string, base: string): string {
  const route = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1')}`;
  return `${base.replace(/\/$/, '')}${route}`;
}

export async function writeSearchIndex(config: UserConfig, outDir: string): Promise<Record<string, SearchIndexFile>> {
  const defaultLang = config.lang ?? 'en';
  const langs = new Set([defaultLang, ...(config.locales ?? []).map((l) => l.lang)]);
  const byLang: Record<string, SearchRecord[]> = Object.fromEntries([...langs].map((l) => [l, []]));
  for (const file of await htmlFiles(outDir)) {
    const first = file.split('/')[0];
    const lang = langs.has(first) && first !== defaultLang && file.includes('/') ? first : defaultLang;
    const locale = config.locales?.find((l) => l.lang === lang);
    const html = await readFile(path.join(outDir, file), 'utf8');
    const records = pageRecords({ url: routeOf(file, config.base ?? '/'), html, fallbackGroup: locale?.title ?? config.title ?? '' });
    byLang[lang].push(...records);
  }
  const files: Record<string, SearchIndexFile> = {};
  for (const [lang, records] of Object.entries(byLang)) {
    const index: SearchIndexFile = { version: 1, lang, records };
    const target = path.join(outDir, localIndexPath(lang));
    await mkdir(path.dirname(target), { recursive: true });
    const json = JSON.stringify(index);
    await writeFile(target, json);
    files[lang] = index;
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`search: ${localIndexPath(lang)} ${records.length} records, ${kb(json.length)}, ${kb(gzipSync(json).length)} gzip`);
  }
  return files;
}

export function pluginSearchIndex(): RspressPlugin {
  const algolia = searchSettings.algolia;
  return {
    name: 'rslib-docs-search',
    builderConfig: {
      source: { define: searchEnvDefines() },
      html: algolia
        ? { tags: [{ tag: 'link', attrs: { rel: 'preconnect', href: algoliaHost(algolia.appId), crossorigin: '' }, head: true }] }
        : undefined,
      dev: {
        // `rspress dev` renders no HTML to index: serve the index of the last production build.
        setupMiddlewares: (middlewares) => {
          middlewares.unshift((req, res, next) => {
            const match = req.url?.match(/^\/search\/([a-z-]+)\.json/i);
            const file = match && path.resolve(DEFAULT_OUT_DIR, 'search', `${match[1]}.json`);
            if (!file || !existsSync(file)) return next();
            res.setHeader('content-type', 'application/json; charset=utf-8');
            readFile(file).then((body) => res.end(body), next);
          });
        },
      },
    },
    async afterBuild(config, isProd) {
      if (!isProd || searchSettings.backend !== 'local') return;
      await writeSearchIndex(config, path.resolve(config.outDir ?? DEFAULT_OUT_DIR));
    },
  };
}

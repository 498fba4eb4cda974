// Lets a browser search the docs from its address bar: one OpenSearch description per
// language (`/opensearch.xml`, `/zh/opensearch.xml`), each pointing at the deep link that
// opens the search modal with a query (`/?q=…`, `/zh/?q=…`; theme/components/Search), and a
// `<link rel="search">` in the head of every page of that language, written into the HTML at
// build time so it costs no JavaScript.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { HTML_LANG, LANGS, type Lang, langOf, withLang } from '../site/locale';
import { SEARCH_QUERY_PARAM } from '../site/search-links';

const NAME: Record<Lang, { short: string; description: string }> = {
  en: { short: 'Rslib docs', description: 'Search the Rslib documentation' },
  zh: { short: 'Rslib 文档', description: '搜索 Rslib 文档' },
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site path of a language's description file. */
const openSearchPath = (lang: Lang) => withLang(lang, '/opensearch.xml');

/** The OpenSearch 1.1 description of one language's docs. */
function openSearchXml(origin: string, lang: Lang): string {
  const home = origin + withLang(lang, '/');
  const { short, description } = NAME[lang];
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${escapeXml(short)}</ShortName>
  <Description>${escapeXml(description)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>${HTML_LANG[lang]}</Language>
  <Image width="16" height="16" type="image/svg+xml">${escapeXml(`${origin}/favicon.svg`)}</Image>
  <Url type="text/html" method="get" template="${escapeXml(`${home}?${SEARCH_QUERY_PARAM}={searchTerms}`)}"/>
  <moz:SearchForm>${escapeXml(home)}</moz:SearchForm>
</OpenSearchDescription>
`;
}

export function pluginOpenSearch(siteOrigin: string): RspressPlugin {
  const origin = siteOrigin.replace(/\/$/, '');
  return {
    name: 'rslib-docs:opensearch',
    config(config) {
      config.head = [
        ...(config.head ?? []),
        (route) => [
          'link',
          {
            rel: 'search',
            type: 'application/opensearchdescription+xml',
            title: NAME[langOf(route.routePath)].short,
            href: openSearchPath(langOf(route.routePath)),
          },
        ],
      ];
      return config;
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const lang of LANGS) {
        const file = path.join(outDir, openSearchPath(lang));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, openSearchXml(origin, lang));
      }
    },
  };
}

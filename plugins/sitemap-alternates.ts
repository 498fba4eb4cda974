// The sitemap of the bilingual site (it replaces @rspress/plugin-sitemap, whose sitemap has
// no language alternates and dates pages by file modification time, which a fresh clone
// resets). Every page of the build, in both languages, with:
// - `xhtml:link` alternates for en, zh and x-default (the English page);
// - `lastmod`: the date of the page source's last commit (`git log -1 --format=%cI`); a
//   source not committed yet is dated by its modification time;
// - the 404 pages and the redirect pages of moved pages left out.
// It writes with synchronous calls: Rspress runs the afterBuild hooks of all plugins in
// parallel, and a plugin that reads the sitemap after an await sees the finished file.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { DEFAULT_LANG, LANGS, withLang } from '../site/locale';
import { isContentPage } from '../site/pages';
import { gitDates } from './git-dates';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface SitemapOptions {
  siteUrl: string;
  changefreq?: string;
}

interface Page {
  routePath: string;
  file: string;
}

export function pluginSitemapAlternates({
  siteUrl,
  changefreq = 'monthly',
}: SitemapOptions): RspressPlugin {
  const origin = siteUrl.replace(/\/$/, '');
  const pages = new Map<string, Page>();
  let docsRoot = path.resolve('docs');

  return {
    name: 'rslib-docs:sitemap',
    config(config) {
      docsRoot = config.root ?? docsRoot;
      return config;
    },
    extendPageData(pageData, isProd) {
      if (!isProd) return;
      const { routePath, frontmatter } = pageData;
      const file = (pageData as { _filepath?: string })._filepath;
      // A moved page (frontmatter `redirectTo`) is an address, not a page of its own.
      if (file && isContentPage(routePath, frontmatter)) pages.set(routePath, { routePath, file });
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const dates = gitDates(docsRoot);
      const urls = [...pages.values()]
        .sort((a, b) => a.routePath.localeCompare(b.routePath))
        .map((page) => {
          const lastmod = dates.get(page.file) ?? statSync(page.file).mtime.toISOString();
          const twins = LANGS.filter((lang) => pages.has(withLang(lang, page.routePath)));
          const link = (hreflang: string, href: string) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>`;
          const alternates =
            twins.length > 1
              ? twins.map((lang) => link(lang, withLang(lang, page.routePath))).join('') +
                (twins.includes(DEFAULT_LANG)
                  ? link('x-default', withLang(DEFAULT_LANG, page.routePath))
                  : '')
              : '';
          const priority = page.routePath === '/' ? '1.0' : '0.5';
          return `<url><loc>${escapeXml(origin + page.routePath)}</loc><lastmod>${lastmod}</lastmod><changefreq>${changefreq}</changefreq><priority>${priority}</priority>${alternates}</url>`;
        });
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(
        path.join(outDir, 'sitemap.xml'),
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`,
      );
      pages.clear();
    },
  };
}

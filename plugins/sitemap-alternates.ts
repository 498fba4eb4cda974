// The sitemap of the bilingual site (it replaces @rspress/plugin-sitemap, whose sitemap has
// no language alternates and dates pages by file modification time, which a fresh clone
// resets). Every page of the build, in both languages, with:
// - `xhtml:link` alternates for en, zh and x-default (the English page);
// - `lastmod`: the date of the page source's last commit (`git log -1 --format=%cI`); a
//   source not committed yet is dated by its modification time;
// - the 404 pages left out.
// It writes with synchronous calls: Rspress runs the afterBuild hooks of all plugins in
// parallel, and a plugin that reads the sitemap after an await sees the finished file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** The last commit date of every file under `dir`: absolute path → ISO 8601 date. */
export function gitDates(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // Newest commit first: the first date seen for a file is its last commit.
    for (const record of log.split('\0')) {
      const [date, ...files] = record.trim().split('\n');
      if (!date) continue;
      for (const file of files.map((f) => f.trim()).filter(Boolean)) {
        const full = path.join(top, file);
        if (!dates.has(full)) dates.set(full, date.trim());
      }
    }
  } catch {
    // Not a git checkout: every page is dated by its modification time.
  }
  return dates;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SitemapOptions {
  siteUrl: string;
  /** The language served without a prefix; its page is also the x-default alternate. */
  defaultLang?: string;
  changefreq?: string;
}

interface Page {
  routePath: string;
  lang: string;
  file: string;
}

export function pluginSitemapAlternates({
  siteUrl,
  defaultLang = 'en',
  changefreq = 'monthly',
}: SitemapOptions): RspressPlugin {
  const origin = siteUrl.replace(/\/$/, '');
  const pages = new Map<string, Page>();
  let langs = [defaultLang];
  let docsRoot = path.resolve('docs');

  /** `/zh/guide/` → `/guide/`, and back. */
  const pure = (routePath: string, lang: string) =>
    lang === defaultLang ? routePath : routePath.replace(new RegExp(`^/${lang}(?=/)`), '');
  const inLang = (route: string, lang: string) =>
    lang === defaultLang ? route : `/${lang}${route}`;

  return {
    name: 'rslib-docs:sitemap',
    config(config) {
      docsRoot = config.root ?? docsRoot;
      langs = config.locales?.map((l) => l.lang) ?? [config.lang ?? defaultLang];
      return config;
    },
    extendPageData(pageData, isProd) {
      if (!isProd) return;
      const { routePath, lang, frontmatter } = pageData;
      const file = (pageData as { _filepath?: string })._filepath;
      const notFound = frontmatter?.pageType === '404' || /(^|\/)404$/.test(routePath);
      if (file && !notFound) pages.set(routePath, { routePath, lang: lang || defaultLang, file });
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const dates = gitDates(docsRoot);
      const urls = [...pages.values()]
        .sort((a, b) => a.routePath.localeCompare(b.routePath))
        .map((page) => {
          const lastmod = dates.get(page.file) ?? statSync(page.file).mtime.toISOString();
          const route = pure(page.routePath, page.lang);
          const twins = langs.filter((lang) => pages.has(inLang(route, lang)));
          const link = (hreflang: string, href: string) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>`;
          const alternates =
            twins.length > 1
              ? twins.map((lang) => link(lang, inLang(route, lang))).join('') +
                (twins.includes(defaultLang) ? link('x-default', inLang(route, defaultLang)) : '')
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

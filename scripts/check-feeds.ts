// Reads the machine-readable files of the build as their readers do: each blog feed with
// feedsmith (a maintained RSS/Atom parser), the sitemap with fast-xml-parser, and robots.txt.
//   RSPRESS_OUT_DIR=/tmp/build-x node --import tsx scripts/check-feeds.ts
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseRssFeed, type RssFeed } from 'feedsmith';
import { LANGS, withLang } from '../site/locale.ts';
import { buildDir, builtFileOf } from './lib/build-files.ts';

const ORIGIN = 'https://rslib.rs';

/**
 * Problems of one RSS feed: not RSS 2.0, no `atom:link rel="self"` to `url`, a channel link
 * other than `home`, an item without link, summary or whole content (the content must end
 * with the post's last paragraph, `lastParagraph`, when given).
 */
export function checkFeed(
  xml: string,
  {
    url,
    home,
    lastParagraphs = {},
  }: { url: string; home: string; lastParagraphs?: Record<string, string | undefined> },
): string[] {
  const problems: string[] = [];
  if (!XMLValidator.validate(xml)) problems.push('not well-formed XML');
  if (!/<rss[^>]+version="2\.0"/.test(xml)) problems.push('not RSS 2.0');
  let feed: RssFeed.Feed<string>;
  try {
    feed = parseRssFeed(xml);
  } catch (error) {
    return [...problems, `does not parse: ${(error as Error).message}`];
  }
  const self = (feed.atom?.links ?? []).find((link) => link.rel === 'self');
  if (self?.href !== url) problems.push(`atom:link rel="self" is ${self?.href}, not ${url}`);
  if (feed.link !== home) problems.push(`channel link is ${feed.link}, not ${home}`);
  if (!feed.items?.length) problems.push('no items');
  for (const item of feed.items ?? []) {
    const name = item.title ?? item.link;
    if (!item.link?.startsWith(home))
      problems.push(`${name}: link ${item.link} is outside ${home}`);
    if (!item.description?.trim()) problems.push(`${name}: no description`);
    const content = item.content?.encoded ?? '';
    if (!content) problems.push(`${name}: no content`);
    const last = item.link && lastParagraphs[item.link];
    if (last && !content.includes(last))
      problems.push(`${name}: content stops before the end of the post`);
    // Every tag the content opens, it closes (the cut content left three open).
    const open = (content.match(/<(div|p|ul|ol|li|pre|code|table|button)\b/g) ?? []).length;
    const closed = (content.match(/<\/(div|p|ul|ol|li|pre|code|table|button)>/g) ?? []).length;
    if (open !== closed) problems.push(`${name}: ${open} elements opened, ${closed} closed`);
  }
  return problems;
}

/** A sitemap as fast-xml-parser reads it: one <url> is an object, several an array. */
interface Sitemap {
  urlset?: { url?: SitemapUrl | SitemapUrl[] };
}
/** A <url>: its elements' text, when present. */
interface SitemapUrl {
  loc?: unknown;
  lastmod?: unknown;
}

/** Problems of the sitemap: unparsable, URLs outside the origin, lastmod not a date. */
export function checkSitemap(xml: string): string[] {
  const problems: string[] = [];
  if (XMLValidator.validate(xml) !== true) return ['not well-formed XML'];
  const doc: Sitemap = new XMLParser({ ignoreAttributes: false }).parse(xml);
  const urls = [doc.urlset?.url ?? []].flat();
  if (urls.length === 0) problems.push('no URLs');
  for (const url of urls) {
    if (!String(url.loc).startsWith(`${ORIGIN}/`)) problems.push(`${url.loc}: outside ${ORIGIN}`);
    if (Number.isNaN(Date.parse(String(url.lastmod))))
      problems.push(`${url.loc}: lastmod ${url.lastmod}`);
  }
  return problems;
}

/** The text of the last paragraph of a built page's article, as the feed should carry it. */
function lastParagraph(routePath: string): string | undefined {
  const file = path.join(buildDir, builtFileOf(routePath));
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  const article = html.slice(html.indexOf('rspress-doc'), html.indexOf('<!--/$-->'));
  const paragraphs = [...article.matchAll(/<p>([^<]{20,})/g)];
  return paragraphs.at(-1)?.[1];
}

function main() {
  const problems: string[] = [];
  for (const lang of LANGS) {
    const url = `${ORIGIN}/rss/blog-${lang}.xml`;
    const file = path.join(buildDir, 'rss', `blog-${lang}.xml`);
    if (!existsSync(file)) {
      problems.push(`${url}: not built`);
      continue;
    }
    const xml = readFileSync(file, 'utf8');
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    const lastParagraphs = Object.fromEntries(
      links.map((link) => [link, lastParagraph(new URL(link).pathname)]),
    );
    const home = `${ORIGIN}${withLang(lang, '/blog/')}`;
    for (const p of checkFeed(xml, { url, home, lastParagraphs })) problems.push(`${url}: ${p}`);
  }
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  for (const p of checkSitemap(sitemap)) problems.push(`sitemap.xml: ${p}`);
  const robots = path.join(buildDir, 'robots.txt');
  if (
    !existsSync(robots) ||
    !readFileSync(robots, 'utf8').includes(`Sitemap: ${ORIGIN}/sitemap.xml`)
  ) {
    problems.push(`robots.txt: missing or names no sitemap`);
  }
  for (const p of problems) console.error(p);
  console.log(
    `check-feeds: ${LANGS.length} feeds, sitemap, robots.txt: ${problems.length} problem(s)`,
  );
  if (problems.length) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();

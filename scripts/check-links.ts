// Every internal link and #anchor in the built HTML resolves to a page and an id on it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildDir,
  docsDir,
  fileForPath,
  pathForFile,
  sourceOfRoute,
  walk,
} from './lib/build-files.ts';

const pages = walk(buildDir, (name) => name.endsWith('.html'));
if (pages.length === 0) {
  console.error('check-links: no HTML in doc_build; run the build first.');
  process.exit(1);
}

const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!idCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    const ids = new Set<string>();
    for (const m of html.matchAll(/\s(?:id|name)="([^"]+)"/g)) ids.add(m[1]);
    idCache.set(file, ids);
  }
  return idCache.get(file)!;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/**
 * Where a writer fixes a link of a built page: its source, `docs/<lang>/<file>:<line>`, at the
 * line that holds the link (written without the `/zh` prefix the build adds), else the file.
 */
function sourceOf(file: string, href: string): string {
  const source = sourceOfRoute(docsDir, pathForFile(file));
  if (!source) return path.relative(buildDir, file);
  const shown = path.relative(path.dirname(docsDir), source).split(path.sep).join('/');
  const written = href.replace(/^\/zh(?=\/|$)/, '');
  const line = readFileSync(source, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(`(${written}`) || l.includes(`"${written}"`));
  return line === -1 ? shown : `${shown}:${line + 1}`;
}

const problems: string[] = [];
let checked = 0;
for (const file of pages) {
  const html = readFileSync(file, 'utf8');
  const from = pathForFile(file);
  for (const m of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = decodeEntities(m[1]);
    if (!href || /^(https?:|mailto:|tel:|data:|javascript:)/i.test(href) || href.startsWith('//'))
      continue;
    checked++;
    const url = new URL(href, `http://site${from}`);
    const target = fileForPath(url.pathname);
    if (!target) {
      problems.push(
        `${sourceOf(file, href)}: link to ${href}: expected a page at ${url.pathname}, found none in the build. Fix the link, or add the page.`,
      );
      continue;
    }
    const hash = decode(url.hash.slice(1));
    if (hash && target.endsWith('.html') && !idsOf(target).has(hash)) {
      problems.push(
        `${sourceOf(file, href)}: link to ${href}: expected an element with id "${hash}" on ${url.pathname}, found none. Link to one of its headings, or give the heading that id.`,
      );
    }
  }
}

if (problems.length) {
  const count = problems.length === 1 ? '1 broken link' : `${problems.length} broken links`;
  console.error(`check-links: ${count} of ${checked} internal links\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-links: ${checked} internal links in ${pages.length} pages resolve.`);

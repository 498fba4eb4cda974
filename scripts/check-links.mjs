// Every internal link and #anchor in the built HTML resolves to a page and an id on it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildDir, fileForPath, pathForFile, walk } from './lib/build-files.mjs';

const pages = walk(buildDir, (name) => name.endsWith('.html'));
if (pages.length === 0) {
  console.error('check-links: no HTML in doc_build; run the build first.');
  process.exit(1);
}

const idCache = new Map();
function idsOf(file) {
  if (!idCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    const ids = new Set();
    for (const m of html.matchAll(/\s(?:id|name)="([^"]+)"/g)) ids.add(m[1]);
    idCache.set(file, ids);
  }
  return idCache.get(file);
}

function decode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const decodeEntities = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

const problems = [];
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
      problems.push(`${path.relative(buildDir, file)}: ${href} → no such page`);
      continue;
    }
    const hash = decode(url.hash.slice(1));
    if (hash && target.endsWith('.html') && !idsOf(target).has(hash)) {
      problems.push(`${path.relative(buildDir, file)}: ${href} → no #${hash} on ${url.pathname}`);
    }
  }
}

if (problems.length) {
  console.error(
    `check-links: ${problems.length} broken of ${checked} internal links\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log(`check-links: ${checked} internal links in ${pages.length} pages resolve.`);

// The index `rspress dev` serves: built from the page sources as they are now, on the first
// request after a page changes (plugins/search-index.ts). A production build indexes its
// rendered pages (search/build.ts); dev renders nothing on the server, so each page's MDX is
// turned into the few elements search/extract.ts reads (the doc container, headings with their
// ids, paragraphs, code blocks). Components' own text is not in it; the sidebar group is the
// site title. No budget applies: the index is not shipped.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../site/locale';
import { pageSources, routeOfSource } from '../site/pages';
import { splitTiers, type Tiers } from './build';
import { crossToolEntries, optionNames } from './crosstool';
import { pageRecords } from './extract';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Markdown inline syntax reduced to its text: links, emphasis, inline code, JSX tags. */
function inlineText(line: string): string {
  return line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/[*_]{1,3}([^*_]+)[*_]{1,3}/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s*\|\s*/g, ' ');
}

/** The HTML search/extract.ts reads, from one page's MDX source. */
function sourceHtml(source: string): string {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const out: string[] = ['<div class="rspress-doc">'];
  let fence: string | null = null;
  let code: string[] = [];
  for (const line of body.split('\n')) {
    const marker = line.match(/^\s*(`{3,}|~{3,})/);
    if (marker) {
      if (!fence) {
        fence = marker[1];
        code = [];
      } else if (line.trim().startsWith(fence)) {
        fence = null;
        out.push(`<pre>${escapeHtml(code.join('\n'))}</pre>`);
      }
      continue;
    }
    if (fence) {
      code.push(line);
      continue;
    }
    // Imports, blank lines and a table's delimiter row carry no text.
    if (/^(import|export)\s/.test(line) || /^[\s|:-]*$/.test(line)) continue;
    const heading = line.match(/^(#{1,6})\s+(.*?)\s*(?:\{#([^}\s]+)\})?\s*$/);
    if (heading) {
      const level = heading[1].length;
      const id = heading[3] ?? '';
      out.push(
        `<h${level} id="${escapeHtml(id)}">${escapeHtml(inlineText(heading[2]))}</h${level}>`,
      );
      continue;
    }
    out.push(`<p>${escapeHtml(inlineText(line.replace(/^\s*(?:[-*+]|\d+\.|>)\s+/, '')))}</p>`);
  }
  out.push('</div>');
  return out.join('\n');
}

/** Builds a language's tiers from the sources, again only when a page changed since the last time. */
export function createDevIndex(docsRoot: string, siteTitle: string) {
  const built = new Map<string, { stamp: string; tiers: Tiers }>();
  return function tiersOf(lang: Lang): Tiers {
    const files = pageSources(docsRoot, lang);
    const stamp = files.map((file) => `${file}:${statSync(file).mtimeMs}`).join('|');
    const known = built.get(lang);
    if (known?.stamp === stamp) return known.tiers;
    const records = files.flatMap((file) =>
      pageRecords({
        url: routeOfSource(path.relative(docsRoot, file)),
        html: sourceHtml(readFileSync(file, 'utf8')),
        fallbackGroup: siteTitle,
      }),
    );
    const crossTool = crossToolEntries(docsRoot, lang, optionNames(records));
    const unlimited = { first: Infinity, full: Infinity, code: Infinity };
    const tiers = splitTiers(lang, records, unlimited, crossTool);
    built.set(lang, { stamp, tiers });
    return tiers;
  };
}

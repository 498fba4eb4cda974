// Reads a rendered page of the build (Rspress SSG HTML) into search records: one record per
// heading section, with the sidebar group as lvl0 and the page title as lvl1. Runs in Node at
// build time only. React's server output is regular enough for a small tag scanner.
import type { Hierarchy, HitType, PageRecord } from './types';

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW = new Set(['script', 'style', 'textarea']);
/** Elements whose text is not prose: code, controls, icons. */
const SKIP_TAGS = new Set([
  'pre',
  'svg',
  'button',
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'textarea',
  'select',
]);
const SKIP_CLASSES = new Set([
  'rp-not-doc',
  'rp-header-anchor',
  'header-anchor',
  'rp-codeblock',
  'rp-code-button-group',
  'rp-tabs__label',
  'rp-callout__title',
  'rp-llms-container',
  // components/AppliesTo: the format badges under an option's title, repeated on every option page.
  'rp-applies-to',
]);
const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'td',
  'th',
  'tr',
  'table',
  'thead',
  'tbody',
  'br',
  'hr',
  'blockquote',
  'section',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'figure',
  'figcaption',
  'aside',
  'main',
]);
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  copy: '©',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X'
          ? Number.parseInt(code.slice(2), 16)
          : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : all;
    }
    return NAMED[code.toLowerCase()] ?? all;
  });
}

function attributes(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  ATTR.lastIndex = 0;
  for (let m = ATTR.exec(source); m; m = ATTR.exec(source)) {
    out[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

function isSkipped(name: string, attrs: Record<string, string>): boolean {
  if (SKIP_TAGS.has(name) || attrs['aria-hidden'] === 'true' || 'hidden' in attrs) return true;
  return (attrs.class ?? '').split(/\s+/).some((c) => SKIP_CLASSES.has(c));
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

interface Section {
  level: number;
  id: string;
  title: string;
  text: string;
  /** The text of the section's code blocks (their titles and lines), one line each. */
  code: string;
}

/** Code blocks: their text is kept apart from the prose (search/code.ts reads it). */
function isCode(name: string, attrs: Record<string, string>): boolean {
  return name === 'pre' || (attrs.class ?? '').split(/\s+/).includes('rp-codeblock');
}

/** Inside a code block, still skipped: copy buttons, icons, hidden parts. */
function isSkippedInCode(name: string, attrs: Record<string, string>): boolean {
  if (name === 'pre' || (attrs.class ?? '').split(/\s+/).includes('rp-codeblock')) return false;
  return isSkipped(name, attrs);
}

/** The heading sections of the page's doc container, or null for pages without one (home). */
function sections(html: string): Section[] | null {
  const start = html.search(/<div class="[^"]*\brspress-doc\b[^"]*"/);
  if (start === -1) return null;
  const out: Section[] = [];
  const stack: string[] = [];
  let skipAt = -1;
  /** Depth of the code block being read, or -1. */
  let codeAt = -1;
  let heading: { level: number; id: string; buf: string } | null = null;
  let current: Section | null = null;
  const append = (text: string) => {
    if (heading) heading.buf += text;
    else if (current) current.text += text;
  };
  const appendCode = (text: string) => {
    if (current && !heading) current.code += text;
  };
  TOKEN.lastIndex = start;
  let at = start;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    if (skipAt === -1 && m.index > at) {
      const text = decodeEntities(html.slice(at, m.index));
      if (codeAt === -1) append(text);
      else appendCode(text);
    }
    at = TOKEN.lastIndex;
    if (m[0].startsWith('<!--')) continue;
    const closing = m[1] === '/';
    const name = m[2].toLowerCase();
    if (closing) {
      const i = stack.lastIndexOf(name);
      if (i === -1) continue;
      stack.length = i;
      if (skipAt !== -1 && stack.length <= skipAt) skipAt = -1;
      if (codeAt !== -1 && stack.length <= codeAt) {
        codeAt = -1;
        appendCode('\n');
      }
      // A code block's title and its lines are lines of their own.
      if (codeAt !== -1 && skipAt === -1 && (name === 'div' || name === 'pre')) appendCode('\n');
      if (skipAt === -1 && codeAt === -1 && (BLOCK.has(name) || name === 'span')) append(' ');
      if (heading && /^h[1-6]$/.test(name) && Number(name[1]) === heading.level) {
        current = {
          level: heading.level,
          id: heading.id,
          title: clean(heading.buf),
          text: '',
          code: '',
        };
        out.push(current);
        heading = null;
      }
      if (!stack.length) break;
      continue;
    }
    const attrs = attributes(m[3]);
    const selfClosing = VOID.has(name) || /\/\s*$/.test(m[3]);
    // Blocks, and styled spans such as badges, are separate words: "ESM CJS", not "ESMCJS".
    if (skipAt === -1 && codeAt === -1 && (BLOCK.has(name) || (name === 'span' && attrs.class)))
      append(' ');
    if (selfClosing) continue;
    if (RAW.has(name)) {
      const end = html.indexOf(`</${name}`, at);
      TOKEN.lastIndex = end === -1 ? html.length : end;
      at = TOKEN.lastIndex;
    }
    stack.push(name);
    if (skipAt === -1 && codeAt === -1 && isCode(name, attrs)) codeAt = stack.length - 1;
    else if (skipAt === -1 && (codeAt === -1 ? isSkipped : isSkippedInCode)(name, attrs))
      skipAt = stack.length - 1;
    if (skipAt === -1 && /^h[1-6]$/.test(name) && attrs.id) {
      heading = { level: Number(name[1]), id: attrs.id, buf: '' };
    }
  }
  for (const s of out) {
    s.text = clean(s.text);
    s.code = s.code
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n');
  }
  return out;
}

function textOf(fragment: string): string {
  return clean(
    decodeEntities(fragment.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<[^>]*>/g, ' ')),
  );
}

/** The label of the top-level sidebar group that holds the current page, if any. */
function sidebarGroup(html: string): string | null {
  const from = html.indexOf('rp-doc-layout__sidebar');
  if (from === -1) return null;
  const to = html.indexOf('</aside>', from);
  const side = html.slice(from, to === -1 ? undefined : to);
  const items = [
    ...side.matchAll(
      /<(?:a|div) [^>]*class="(rp-sidebar-item[^"]*)"[^>]*data-depth="(\d+)"[^>]*>/g,
    ),
  ];
  const active = items.findIndex((m) => m[1].split(' ').includes('rp-sidebar-item--active'));
  if (active === -1) return null;
  for (let i = active; i >= 0; i--) {
    const [tag, cls, depth] = items[i];
    if (depth !== '0') continue;
    if (!cls.split(' ').includes('rp-sidebar-group')) return null;
    const label = side
      .slice((items[i].index ?? 0) + tag.length)
      .match(/<span class="rp-doc">([\s\S]*?)<\/span>/);
    return label ? textOf(label[1]) : null;
  }
  return null;
}

/** The navbar item whose link is the longest prefix of the page URL (Blog, Config), for pages outside any sidebar group. */
function navSection(html: string, url: string): string | null {
  let best: { href: string; text: string } | null = null;
  for (const m of html.matchAll(
    /<a href="([^"]+)" class="rp-nav-menu__item__container[^"]*">([\s\S]*?)<\/a>/g,
  )) {
    const href = decodeEntities(m[1]);
    if (href !== '/' && url.startsWith(href) && (!best || href.length > best.href.length))
      best = { href, text: textOf(m[2]) };
  }
  return best?.text || null;
}

export interface PageInput {
  /** Root-relative URL of the page, e.g. /guide/basic/cli or /zh/config/. */
  url: string;
  html: string;
  /** lvl0 when the page sits in no sidebar group and no nav item is active. */
  fallbackGroup: string;
}

/** Heading ids (shared by both languages) of sections that only list links. */
const RELATED = /^(?:related|see-also)$/;

/** A page that only forwards the reader elsewhere (`<meta http-equiv="refresh">`). */
const REDIRECT = /<meta[^>]*http-equiv=["']?refresh/i;

/**
 * One record per heading section of a rendered page; none for a page that only redirects.
 * A section with code blocks carries their text as `code` (the build moves it to its own tier).
 */
export function pageRecords({ url, html, fallbackGroup }: PageInput): PageRecord[] {
  if (REDIRECT.test(html.slice(0, html.indexOf('</head>') + 1 || undefined))) return [];
  const list = sections(html);
  if (!list?.length) return [];
  const lvl0 = sidebarGroup(html) ?? navSection(html, url) ?? fallbackGroup;
  const h1 = list.find((s) => s.level === 1);
  const title = h1?.title ?? list[0].title;
  const trail: (string | null)[] = [null, null, null, null, null, null, null];
  const records: PageRecord[] = [];
  for (const s of list) {
    // "Related" lists only link to other pages, whose own records are in the index.
    if (RELATED.test(s.id)) continue;
    const level = s.level === 1 ? 1 : Math.max(2, s.level);
    if (level > 1) {
      trail[level] = s.title;
      for (let l = level + 1; l <= 6; l++) trail[l] = null;
    }
    const hierarchy: Hierarchy = {
      lvl0,
      lvl1: title,
      lvl2: level >= 2 ? trail[2] : null,
      lvl3: level >= 3 ? trail[3] : null,
      lvl4: level >= 4 ? trail[4] : null,
      lvl5: level >= 5 ? trail[5] : null,
      lvl6: level >= 6 ? trail[6] : null,
    };
    records.push({
      objectID: `${url}#${s.id}`,
      url: `${url}#${s.id}`,
      type: `lvl${level}` as HitType,
      hierarchy,
      content: s.text || null,
      ...(s.code ? { code: s.code } : {}),
    });
  }
  return records;
}

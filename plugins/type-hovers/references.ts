// Where each Rslib option is documented, read from the reference pages themselves: every
// `<OptionMeta name="…" />` (components/OptionMeta.tsx, parsed by scripts/lib/option-meta.ts)
// names an option path, and the heading it sits under is its section. The one-line summary
// a type hover shows is the first sentence of the section's first paragraph (for the option
// a whole page is about, the page's first paragraph), in each language from its own page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readPage } from '../../scripts/lib/option-meta.ts';
import { LANGS, type Lang, stripLang, withLang } from '../../site/locale';
import { linkOfRoute, markdownFiles, routeOfSource } from '../../site/pages';

export interface Reference {
  /** The option path as OptionMeta names it: `lib.dts.bundle`, `output.distPath`. */
  name: string;
  /** The section's address in the page's language: `/config/lib/dts#dts-bundle`. */
  href: string;
  /** The first sentence of the section, Markdown inline syntax removed but for code spans. */
  summary: string;
  /** Lib options that are accepted at the top level of the configuration too. */
  topLevel: boolean;
  /**
   * A page about a group of options (`output`, the lib overview) rather than about one
   * option: keys below it need a section of their own.
   */
  group?: boolean;
}

const HEADING = /^(#{1,6})\s+.*?\{#([\w-]+)\}\s*$/;
// A section whose heading is only "Type and default" describes the page's own option.
const PAGE_SECTIONS = new Set(['type-and-default']);

/** Plain text of a Markdown paragraph: links and emphasis dropped, code spans kept. */
function plainText(markdown: string) {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence: up to the first `. ` before a capital or code, or the first `。`. */
function firstSentence(text: string) {
  const zh = text.indexOf('。');
  const en = /[.!?](?=\s+[A-Z`("]|$)/.exec(text);
  const ends = [zh >= 0 ? zh + 1 : Infinity, en ? en.index + 1 : Infinity];
  const end = Math.min(...ends);
  return end === Infinity ? text : text.slice(0, end);
}

/** The first prose paragraph at or after `from`, before the next heading. */
function paragraphAfter(lines: string[], from: number) {
  let i = from;
  while (i < lines.length) {
    const line = lines[i].trim();
    if (HEADING.test(line)) return '';
    // Skip blank lines, components, fences (to their end), lists, tables and callouts.
    if (line.startsWith('```') || line.startsWith('~~~')) {
      const fence = line.match(/^(`{3,}|~{3,})/)?.[1] ?? '```';
      i++;
      while (i < lines.length && lines[i].trim() !== fence) i++;
      i++;
      continue;
    }
    if (!line || /^(<|\{|import |:::|[-*|>]\s|\d+\.\s)/.test(line)) {
      if (line.startsWith('<') && !/\/?>\s*$/.test(line)) {
        while (i < lines.length && !/>\s*$/.test(lines[i])) i++;
      }
      i++;
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i].trim() && !HEADING.test(lines[i].trim())) {
      paragraph.push(lines[i].trim());
      i++;
    }
    return plainText(paragraph.join(' '));
  }
  return '';
}

const OPTION_NAME = /^`?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)`?$/;

/**
 * Every option section of the reference, per language, by option path. Sources, in order:
 * - `<OptionMeta name>`: the section it sits under (the page, for the page's own option);
 * - a heading that is an option path below the page's title (`## tools.htmlPlugin` on the
 *   `tools` page), and a table row whose first cell is one (`tools.lightningcssLoader` in
 *   the CSS tools table): that section, summarized by the paragraph or the row's second cell;
 * - a page titled by an option (`# output`) and a folder's overview (`config/lib/` for
 *   `lib`): the page, as a group.
 */
export function readReferences(docsRoot: string): Record<Lang, Map<string, Reference>> {
  const out = {} as Record<Lang, Map<string, Reference>>;
  for (const lang of LANGS) {
    const map = new Map<string, Reference>();
    const later: Reference[] = [];
    const configDir = path.join(docsRoot, lang, 'config');
    for (const file of markdownFiles(configDir)) {
      const source = readFileSync(file, 'utf8');
      const lines = source.split('\n');
      const relative = path.relative(path.join(docsRoot, lang), file).split(path.sep).join('/');
      const route = stripLang(linkOfRoute(routeOfSource(`${lang}/${relative}`)));
      const h1 = lines.findIndex((line) => /^#\s/.test(line));
      const title = OPTION_NAME.exec(
        (lines[h1] ?? '').replace(/^#\s+/, '').replace(/\s*\{#[\w-]+\}\s*$/, ''),
      )?.[1];
      const pageSummary = firstSentence(paragraphAfter(lines, h1 + 1));
      for (const meta of readPage(source).metas) {
        const name = meta.props.name;
        if (typeof name !== 'string' || map.has(name)) continue;
        let heading = meta.line - 1;
        while (heading >= 0 && !HEADING.test(lines[heading])) heading--;
        const [, level, id] = HEADING.exec(lines[heading] ?? '') ?? [];
        const ownsPage = !level || level === '#' || PAGE_SECTIONS.has(id);
        let end = meta.line - 1;
        while (end < lines.length && !/\/>\s*$/.test(lines[end])) end++;
        map.set(name, {
          name,
          href: withLang(lang, ownsPage ? route : `${route}#${id}`),
          summary: ownsPage ? pageSummary : firstSentence(paragraphAfter(lines, end + 1)),
          topLevel: Boolean(meta.props.topLevel),
        });
      }
      // Sections and table rows named by an option below the page's title.
      let section: string | undefined;
      let fence = false;
      for (let i = h1 + 1; i < lines.length; i++) {
        const line = lines[i].trim();
        if (/^(`{3,}|~{3,})/.test(line)) fence = !fence;
        if (fence) continue;
        const heading = HEADING.exec(line);
        if (heading) {
          section = heading[2];
          const name = OPTION_NAME.exec(line.replace(/^#+\s+/, '').replace(/\s*\{#.*$/, ''))?.[1];
          if (title && name?.startsWith(`${title}.`))
            later.push({
              name,
              href: withLang(lang, `${route}#${section}`),
              summary: firstSentence(paragraphAfter(lines, i + 1)),
              topLevel: false,
            });
          continue;
        }
        const row = /^\|([^|]+)\|([^|]+)\|/.exec(line);
        const cell = row && /^\s*\[?`([\w$.]+)`\]?(?:\([^)]*\))?\s*$/.exec(row[1]);
        if (cell && title && section && cell[1].startsWith(`${title}.`))
          later.push({
            name: cell[1],
            href: withLang(lang, `${route}#${section}`),
            summary: firstSentence(plainText(row[2])),
            topLevel: false,
          });
      }
      if (title)
        later.push({
          name: title,
          href: withLang(lang, route),
          summary: pageSummary,
          topLevel: false,
          group: true,
        });
      // A folder's overview page is about the option the folder is named after (`lib`).
      const folder = /^config\/([\w-]+)\/index\.mdx$/.exec(relative)?.[1];
      if (folder)
        later.push({
          name: folder,
          href: withLang(lang, route),
          summary: pageSummary,
          topLevel: false,
          group: true,
        });
    }
    for (const ref of later) if (!map.has(ref.name)) map.set(ref.name, ref);
    out[lang] = map;
  }
  return out;
}

// The Markdown twins of the pages (`/a/b.md`) and llms-full.txt, as programs read them: plain
// headings and absolute links.
//
// Rspress renders them in its `node_md` build (@rspress/core dist/node/ssg-md): each page is
// compiled without the site's remark plugins and every Markdown node is printed by
// remark-stringify, which escapes the `{` of a heading id: `# Quick start \{#quick-start}`
// (781 of them in llms-full.txt). The id cannot go earlier: the same compile registers the
// page's anchors with Rspress's route service, which the other builds' dead-anchor check
// reads, so a heading without its id there would fail the build elsewhere. Its links to other
// pages are absolute already (remarkLink with `siteOrigin`), but not `#anchor` links to the
// page itself, nor links that components render.
//
// So this edits the generator's output, in memory, before it is written: a stage of Rspack's
// processAssets after the one that renders the files. It fails the build when the target
// changes: no Markdown files in that build, no llms-full.txt, or not one escaped id left to
// remove (then Rspress prints clean headings itself and this step can go; ARCHITECTURE.md,
// Patches).
import type { RsbuildPlugin } from '@rsbuild/core';

/** An ATX heading that ends in an id, escaped or not: `## Title \{#id}`. */
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\s*\\?\{\\?#[^\s{}]+\\?\}\s*$/;
/** A fence that opens or closes a code block. */
const FENCE = /^\s*(`{3,}|~{3,})/;

/** `fn` applied to the parts of a line outside inline code spans. */
function outsideCode(line: string, fn: (text: string) => string): string {
  let out = '';
  let at = 0;
  while (at < line.length) {
    const open = line.indexOf('`', at);
    if (open === -1) break;
    const ticks = line.slice(open).match(/^`+/)?.[0] ?? '`';
    // The span closes at the next run of exactly as many backticks.
    const close = new RegExp(`(?<!\`)${ticks}(?!\`)`, 'g');
    close.lastIndex = open + ticks.length;
    const end = close.exec(line);
    if (!end) break;
    out += fn(line.slice(at, open)) + line.slice(open, end.index + ticks.length);
    at = end.index + ticks.length;
  }
  return out + fn(line.slice(at));
}

/**
 * One page's Markdown with its heading ids removed and its links made absolute: `](/a)` to
 * the site's origin, `](#id)` to the page's own address (`pageUrl`, its `.md` file, as the
 * links between pages). Fenced and inline code stay as written. `ids` counts the headings cleaned.
 */
export function cleanMarkdown(
  markdown: string,
  origin: string,
  pageUrl: string,
): { text: string; ids: number } {
  let fence: string | null = null;
  let ids = 0;
  const links = (text: string) =>
    text.replace(/\]\(\/(?!\/)/g, `](${origin}/`).replace(/\]\(#/g, `](${pageUrl}#`);
  const text = markdown
    .split('\n')
    .map((line) => {
      const marker = line.match(FENCE)?.[1];
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null;
        return line;
      }
      if (fence !== null) return line;
      const heading = line.match(HEADING_ID);
      if (heading) ids++;
      return outsideCode(heading ? heading[1] : line, links);
    })
    .join('\n');
  return { text, ids };
}

/** The `.md` address of a Markdown file of the build (`guide/a.md` → `<origin>/guide/a.md`). */
const markdownUrl = (origin: string, file: string) => `${origin}/${file}`;

/**
 * The pages of llms-full.txt: each starts with a `---\nurl: <its .md address>\n---` block
 * outside fenced code (a page that shows such a block in a code example does not start one).
 */
function llmsFullPages(text: string): { url?: string; text: string }[] {
  const lines = text.split('\n');
  const pages: { url?: string; lines: string[] }[] = [{ lines: [] }];
  let fence: string | null = null;
  lines.forEach((line, i) => {
    const marker = line.match(FENCE)?.[1];
    if (marker && (fence === null || marker.startsWith(fence)))
      fence = fence === null ? marker : null;
    const url = lines[i + 1]?.match(/^url: (\S+)$/)?.[1];
    if (fence === null && line === '---' && url && lines[i + 2] === '---')
      pages.push({ url, lines: [] });
    pages[pages.length - 1].lines.push(line);
  });
  return pages
    .map((page) => ({ url: page.url, text: page.lines.join('\n') }))
    .filter((page, i) => i > 0 || page.text !== '');
}

/** llms-full.txt cleaned page by page, without the pages whose address is in `drop`. */
export function cleanLlmsFull(
  text: string,
  origin: string,
  drop: Set<string>,
): { text: string; ids: number } {
  let ids = 0;
  const kept = llmsFullPages(text).flatMap((page) => {
    if (page.url && drop.has(page.url)) return [];
    const clean = cleanMarkdown(page.text, origin, page.url ?? `${origin}/`);
    ids += clean.ids;
    return [clean.text];
  });
  return { text: kept.join('\n'), ids };
}

/**
 * The Rsbuild side: cleans every `.md` file and llms-full.txt of the `node_md` build before
 * they are written. The 404 pages' `.md` files go (no page links to them), and llms-full.txt
 * leaves out the pages that are not content (`notContent()`: their `.md` addresses).
 */
export function rsbuildPluginCleanMarkdown(
  origin: string,
  notContent: () => Set<string>,
): RsbuildPlugin {
  return {
    name: 'rslib-docs:clean-markdown',
    setup(api) {
      api.processAssets(
        // After Rspress renders the files (stage `optimize-transfer`, rsbuildPluginSSGMD).
        { stage: 'report', environments: ['node_md'] },
        ({ assets, compilation, compiler }) => {
          if (compilation.errors.length > 0) return;
          const { RawSource } = compiler.webpack.sources;
          const drop = notContent();
          let pages = 0;
          let fullFiles = 0;
          let ids = 0;
          for (const name of Object.keys(assets)) {
            const isPage = name.endsWith('.md');
            const isFull = /(^|\/)llms-full\.txt$/.test(name);
            if (!isPage && !isFull) continue;
            if (isPage && /(^|\/)404\.md$/.test(name)) {
              compilation.deleteAsset(name);
              continue;
            }
            const source = assets[name].source().toString();
            const clean = isPage
              ? cleanMarkdown(source, origin, markdownUrl(origin, name))
              : cleanLlmsFull(source, origin, drop);
            if (isPage) pages++;
            else fullFiles++;
            ids += clean.ids;
            compilation.updateAsset(name, new RawSource(clean.text));
          }
          if (pages === 0 || fullFiles === 0 || ids === 0) {
            throw new Error(
              `clean-markdown: ${pages} Markdown pages, ${fullFiles} llms-full.txt and ${ids} heading ids in Rspress's node_md build; its output changed: review plugins/clean-markdown.ts.`,
            );
          }
        },
      );
    },
  };
}

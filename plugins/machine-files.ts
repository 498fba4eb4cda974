// The files of the build that programs read rather than people: llms.txt, llms-full.txt, the
// Markdown twin of every page, and robots.txt.
// - `llmsTxt` renders each language's llms.txt: its summary in that language, no 404 page and
//   no moved page (frontmatter `redirectTo`), whose address only forwards to the real page.
// - After the build: a moved page's HTML loses the hreflang links Rspress gives it (its
//   canonical is the new address); the 404 pages' Markdown files go (no page links to them), llms-full.txt
//   loses the same pages, and the site's own links in every Markdown file become absolute
//   URLs (`[x](/a/b.md)` → `[x](https://rslib.rs/a/b.md)`), so a Markdown file read anywhere
//   (an AI tool, a downloaded copy) links back to the site; robots.txt names the sitemap.
// It works with synchronous calls, like the sitemap plugin: Rspress runs the afterBuild hooks
// of all plugins in parallel.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LlmsTxtRenderer, RspressPlugin } from '@rspress/core';
import { DEFAULT_LANG, isLang, LANGS, withLang } from '../site/locale';

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

/** A page that is not content: a 404 page, or the old address of a moved page. */
function isNotContent(routePath: string, frontmatter: Record<string, unknown> = {}) {
  return (
    /(^|\/)404$/.test(routePath) ||
    frontmatter.pageType === '404' ||
    typeof frontmatter.redirectTo === 'string'
  );
}

/** llms.txt of one language; `summaries` and `others` are the language's words. */
export function renderLlmsTxt(options: {
  summaries: Record<string, string>;
  others: Record<string, string>;
}): LlmsTxtRenderer {
  return ({ title, lang, sections }) => {
    const language = isLang(lang) ? lang : DEFAULT_LANG;
    const lines = [`# ${title}`, '', `> ${options.summaries[language]}`];
    for (const section of sections) {
      const pages = section.pages.filter(
        (page) => !isNotContent(page.routePath, page.frontmatter as Record<string, unknown>),
      );
      if (pages.length === 0) continue;
      lines.push(
        '',
        `## ${section.title === 'Others' ? options.others[language] : section.title}`,
        '',
      );
      for (const page of pages) {
        lines.push(
          `- [${page.title}](${page.link})${page.description ? `: ${page.description}` : ''}`,
        );
      }
    }
    return `${lines.join('\n')}\n`;
  };
}

/** Links of the site in Markdown (`](/…)`), outside fenced code, made absolute. */
export function absoluteMarkdownLinks(markdown: string, origin: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null;
        return line;
      }
      if (fence !== null) return line;
      return line.replace(/\]\(\/(?!\/)/g, `](${origin}/`);
    })
    .join('\n');
}

export function pluginMachineFiles(siteOrigin: string): RspressPlugin {
  const origin = siteOrigin.replace(/\/$/, '');
  const notContent = new Set<string>();
  const moved = new Set<string>();
  return {
    name: 'rslib-docs:machine-files',
    extendPageData(pageData, isProd) {
      if (!isProd) return;
      if (isNotContent(pageData.routePath, pageData.frontmatter as Record<string, unknown>)) {
        notContent.add(pageData.routePath);
      }
      if (typeof pageData.frontmatter?.redirectTo === 'string') moved.add(pageData.routePath);
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const mdUrl = (routePath: string) =>
        `${origin}${routePath.endsWith('/') ? `${routePath}index` : routePath}.md`;
      // The 404 pages have no Markdown twin worth serving.
      for (const lang of LANGS) {
        const file = path.join(outDir, withLang(lang, '/404.md'));
        if (existsSync(file)) rmSync(file);
      }
      for (const lang of LANGS) {
        const full = path.join(outDir, withLang(lang, '/llms-full.txt'));
        if (!existsSync(full)) continue;
        const drop = new Set([...notContent].map(mdUrl));
        // Each page starts with a `---\nurl: …\n---` block.
        const parts = readFileSync(full, 'utf8').split(/(?=^---\nurl: )/m);
        const kept = parts.filter((part) => {
          const url = part.match(/^---\nurl: (\S+)\n---/)?.[1];
          return !url || !drop.has(url);
        });
        writeFileSync(full, absoluteMarkdownLinks(kept.join(''), origin));
      }
      // Rspress's prerender links every page to its twins with hreflang, the old address of a
      // moved page too; that page's canonical is the new address, so its alternates go.
      for (const routePath of moved) {
        const file = path.join(
          outDir,
          routePath.endsWith('/') ? `${routePath}index.html` : `${routePath}.html`,
        );
        if (!existsSync(file)) continue;
        const html = readFileSync(file, 'utf8');
        writeFileSync(
          file,
          html.replace(/<link rel="alternate" hreflang="[^"]*" href="[^"]*">/g, ''),
        );
      }
      for (const file of markdownFiles(outDir)) {
        const text = readFileSync(file, 'utf8');
        const absolute = absoluteMarkdownLinks(text, origin);
        if (absolute !== text) writeFileSync(file, absolute);
      }
      writeFileSync(
        path.join(outDir, 'robots.txt'),
        `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
      );
    },
  };
}

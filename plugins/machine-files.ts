// The files of the build that programs read rather than people: llms.txt, llms-full.txt, the
// Markdown twin of every page, and robots.txt.
// - `llmsTxt` renders each language's llms.txt: its summary in that language, no 404 page and
//   no moved page (frontmatter `redirectTo`), whose address only forwards to the real page.
// - While the Markdown build writes them (plugins/clean-markdown.ts): every Markdown file and
//   llms-full.txt get plain headings (no `\{#id}`) and absolute links
//   (`[x](/a/b.md)` → `[x](https://rslib.rs/a/b.md)`, `[x](#id)` → the page's own address),
//   so a Markdown file read anywhere (an AI tool, a downloaded copy) links back to the site;
//   the 404 pages' Markdown files go (no page links to them) and llms-full.txt loses the pages
//   llms.txt leaves out.
// - After the build: a moved page's HTML loses the hreflang links Rspress gives it (its
//   canonical is the new address); robots.txt names the sitemap.
// It works with synchronous calls, like the sitemap plugin: Rspress runs the afterBuild hooks
// of all plugins in parallel.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LlmsTxtRenderer, RspressPlugin } from '@rspress/core';
import { DEFAULT_LANG, isLang } from '../site/locale';
import { builtFileOf, isContentPage } from '../site/pages';
import { rsbuildPluginCleanMarkdown } from './clean-markdown';

export function renderLlmsTxt(options: {
  summaries: Record<string, string>;
  others: Record<string, string>;
}): LlmsTxtRenderer {
  return ({ title, lang, sections }) => {
    const language = isLang(lang) ? lang : DEFAULT_LANG;
    const lines = [`# ${title}`, '', `> ${options.summaries[language]}`];
    for (const section of sections) {
      const pages = section.pages.filter((page) => isContentPage(page.routePath, page.frontmatter));
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

export function pluginMachineFiles(siteOrigin: string): RspressPlugin {
  const origin = siteOrigin.replace(/\/$/, '');
  const notContent = new Set<string>();
  const moved = new Set<string>();
  /** A page's Markdown address, as llms-full.txt names it. */
  const mdUrl = (routePath: string) => `${origin}/${builtFileOf(routePath, '.md')}`;
  return {
    name: 'rslib-docs:machine-files',
    extendPageData(pageData, isProd) {
      if (!isProd) return;
      if (!isContentPage(pageData.routePath, pageData.frontmatter)) {
        notContent.add(pageData.routePath);
      }
      if (typeof pageData.frontmatter?.redirectTo === 'string') moved.add(pageData.routePath);
    },
    // The Markdown files and llms-full.txt are cleaned before they are written.
    builderConfig: {
      plugins: [rsbuildPluginCleanMarkdown(origin, () => new Set([...notContent].map(mdUrl)))],
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      // Rspress's prerender links every page to its twins with hreflang, the old address of a
      // moved page too; that page's canonical is the new address, so its alternates go.
      for (const routePath of moved) {
        const file = path.join(outDir, builtFileOf(routePath));
        if (!existsSync(file)) continue;
        const html = readFileSync(file, 'utf8');
        writeFileSync(
          file,
          html.replace(/<link rel="alternate" hreflang="[^"]*" href="[^"]*">/g, ''),
        );
      }
      writeFileSync(
        path.join(outDir, 'robots.txt'),
        `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
      );
    },
  };
}

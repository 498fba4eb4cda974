import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/**
 * `docs/zh/404.mdx` exists only so the build prerenders a Chinese 404 page
 * (`zh/404.html`), which the server returns for unknown `/zh/…` paths. It is not a
 * page a reader should find (the sitemap plugin leaves 404 pages out). This aligns the
 * page's hidden llms hint with what the browser renders for an unknown path (`/404`),
 * so hydration finds the same text.
 */
export function pluginChineseNotFound(siteOrigin: string): RspressPlugin {
  const origin = siteOrigin.replace(/\/$/, '');
  return {
    name: 'rslib-docs:chinese-not-found',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = config.outDir ?? 'doc_build';
      const html = path.join(outDir, 'zh', '404.html');
      const page = await readFile(html, 'utf8');
      const hint = `${origin}/zh/404.md`;
      // A patch of a built file (ARCHITECTURE.md, Patches): fail the build when its target
      // is gone rather than ship a page that no longer hydrates cleanly.
      if (!page.includes(hint)) {
        throw new Error(`chinese-not-found: ${html} no longer contains ${hint}; review the patch.`);
      }
      await writeFile(html, page.replaceAll(hint, `${origin}/404.md`));
    },
  };
}

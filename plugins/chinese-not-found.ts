import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/**
 * `docs/zh/404.mdx` exists only so the build prerenders a Chinese 404 page
 * (`zh/404.html`), which the server returns for unknown `/zh/…` paths. It is not a
 * page a reader should find, so this removes it from the sitemap, and it aligns the
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
      await writeFile(html, page.replaceAll(`${origin}/zh/404.md`, `${origin}/404.md`));

      const sitemap = path.join(outDir, 'sitemap.xml');
      const xml = await readFile(sitemap, 'utf8').catch(() => undefined);
      if (xml) {
        await writeFile(
          sitemap,
          xml.replace(/<url>(?:(?!<\/url>).)*?\/zh\/404<\/loc>.*?<\/url>/s, ''),
        );
      }
    },
  };
}

// Crawls the served build with linkinator from the home pages of both languages: every link
// between pages and to the build's files must answer, and every built page must be linked
// from another page (an orphan is a page only the sitemap knows). 404 pages and the old
// addresses of moved pages (a meta refresh) are not expected to be linked.
//   RSPRESS_OUT_DIR=/tmp/build-x PORT=4240 node --import tsx scripts/check-crawl.ts
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LinkChecker } from 'linkinator';
import { buildDir, builtPages, pathForFile } from './lib/build-files.ts';
import { createBuildServer } from './lib/static-server.ts';

function serve(root: string, port: number): Promise<Server> {
  const server = createBuildServer(root);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A link that does not answer: its path, the path of the page that links it, the status. */
export interface BrokenLink {
  url: string;
  parent: string | undefined;
  status: number | undefined;
}

/** The broken links and the orphan pages (their paths) of the build in `root`. */
export async function crawl(
  root: string,
  { port = 4240, starts = ['/', '/zh/'] }: { port?: number; starts?: string[] } = {},
): Promise<{ broken: BrokenLink[]; orphans: string[] }> {
  const server = await serve(root, port);
  const origin = `http://127.0.0.1:${port}`;
  const linked = new Set<string>();
  const broken: BrokenLink[] = [];
  try {
    for (const start of starts) {
      const result = await new LinkChecker().check({
        path: origin + start,
        recurse: true,
        concurrency: 8,
        // The crawl stays on the served build; links to other sites are not fetched.
        linksToSkip: [`^(?!${origin.replace(/[.]/g, '\\.')})`],
      });
      for (const link of result.links) {
        if (link.state === 'SKIPPED') continue;
        const url = new URL(link.url);
        if (link.parent && new URL(link.parent).pathname !== url.pathname) {
          linked.add(url.pathname.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, ''));
        }
        if (link.state === 'BROKEN')
          broken.push({
            url: url.pathname,
            parent: link.parent && new URL(link.parent).pathname,
            status: link.status,
          });
      }
    }
  } finally {
    server.close();
  }
  const orphans = builtPages(root)
    .map((file) => path.join(root, file))
    .filter((file) => !/http-equiv="refresh"/.test(readFileSync(file, 'utf8')))
    .map((file) => pathForFile(file, root))
    .filter((p) => !starts.includes(p) && !linked.has(p));
  return { broken, orphans };
}

async function main() {
  const { broken, orphans } = await crawl(buildDir, { port: Number(process.env.PORT ?? 4240) });
  for (const b of broken) console.error(`broken: ${b.url} (${b.status}) linked from ${b.parent}`);
  for (const o of orphans) console.error(`orphan: ${o} is linked from no page`);
  console.log(`check-crawl: ${broken.length} broken link(s), ${orphans.length} orphan page(s)`);
  if (broken.length || orphans.length) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

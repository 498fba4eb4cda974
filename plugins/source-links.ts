// Dead links and anchors, found in the page sources, so the result never depends on the build
// cache. Rspress's own check (`markdown.link.checkDeadLinks`, `checkAnchors`) runs inside the
// compile of each page, which Rspack's persistent cache skips for unchanged pages: with a warm
// cache a new link to a missing anchor of another page built without error (issue 27), and its
// messages said `:1:1`, `[..]` and came inside stack traces. This pass reads every page of
// `docs/<lang>/` (and the shared fragments they import) line by line:
// - anchors: the explicit heading ids (`## Title {#id}`, required by check-parity), `id="…"`
//   attributes, and the headings of the fragments a page imports;
// - links: `[text](url)`, `![alt](url)` and `[label]: url` outside code, resolved as Rspress
//   resolves them (root paths get the page's language, `/zh/…` is Chinese, relative paths
//   from the file), to a page file and, with `#id`, to one of its anchors; a path with a file
//   extension must be a file of `docs/public/`.
// `rspress build` fails with one line per problem; `rspress dev` prints them at start and again
// for a page whenever it is saved. DOCS_LOOSE_LINKS=1 (rspress.config.ts) turns the check off.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { markdownFiles } from '../site/pages';

interface LinkProblem {
  /** `docs/en/guide/start/index.mdx:12:5` */
  where: string;
  /** The link as written: `[text](/config/lib/format#the-default)`. */
  link: string;
  /** What is wrong and how to fix it. */
  problem: string;
}

interface PageLink {
  line: number;
  column: number;
  text: string;
  url: string;
  source: string;
}

interface Scan {
  ids: Set<string>;
  links: PageLink[];
  fragments: string[];
}

const PAGE_EXTENSIONS = ['.mdx', '.md'];
/** Files the build writes (feeds, llms.txt): no source to check them against. */
const BUILD_FILES = /^\/(zh\/)?(rss\/[\w-]+\.xml|llms(-full)?\.txt)$/;

/** Inline code replaced by spaces of the same length, so columns still count. */
const withoutCode = (line: string) => line.replace(/(`+)(.+?)\1/g, (m) => ' '.repeat(m.length));

const INLINE_LINK = /(!?)\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;
const DEFINITION = /^\s{0,3}\[([^\]]+)\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/;

/** Headings' ids, `id="…"` attributes, links and imported fragments of one source file. */
function scanSource(text: string): Scan {
  const ids = new Set<string>();
  const links: PageLink[] = [];
  const fragments: string[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((raw, index) => {
    const marker = raw.match(/^\s*(`{3,}|~{3,})/);
    if (marker) {
      if (!fence) fence = marker[1];
      else if (raw.trim().startsWith(fence)) fence = null;
      return;
    }
    if (fence) return;
    const fragment = raw.match(/^import\s+\w+\s+from\s+['"](\.[^'"]+\.mdx?)['"]/);
    if (fragment) fragments.push(fragment[1]);
    const line = withoutCode(raw);
    const heading = line.match(/^#{1,6}\s.*\{#([^}\s]+)\}\s*$/);
    if (heading) ids.add(heading[1]);
    for (const m of line.matchAll(/\sid=["']([^"']+)["']/g)) ids.add(m[1]);
    const definition = line.match(DEFINITION);
    if (definition) {
      links.push({
        line: index + 1,
        column: line.indexOf('[') + 1,
        text: definition[1],
        url: definition[2],
        source: raw.trim(),
      });
      return;
    }
    for (const m of line.matchAll(INLINE_LINK)) {
      links.push({
        line: index + 1,
        column: (m.index ?? 0) + 1,
        text: m[2],
        url: m[3],
        source: raw.slice(m.index, (m.index ?? 0) + m[0].length),
      });
    }
  });
  return { ids, links, fragments };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Reads and scans a file once per version of it (dev rechecks on every save). */
function createLinkChecker(docsRoot: string) {
  const scans = new Map<string, { stamp: string; scan: Scan }>();
  const repoRoot = path.dirname(docsRoot);
  const relative = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

  function scanOf(file: string): Scan {
    const stat = statSync(file);
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    const known = scans.get(file);
    if (known?.stamp === stamp) return known.scan;
    const scan = scanSource(readFileSync(file, 'utf8'));
    scans.set(file, { stamp, scan });
    return scan;
  }

  /** The anchors of a page: its own and those of the fragments it imports. */
  function anchorsOf(file: string, seen = new Set<string>()): Set<string> {
    const scan = scanOf(file);
    const ids = new Set(scan.ids);
    seen.add(file);
    for (const fragment of scan.fragments) {
      const full = path.resolve(path.dirname(file), fragment);
      if (existsSync(full) && !seen.has(full)) for (const id of anchorsOf(full, seen)) ids.add(id);
    }
    return ids;
  }

  /** The page file a route or a path below `docs/<lang>/` names, if it exists. */
  function pageFile(base: string): string | undefined {
    const clean = base.replace(/\.(html|mdx?)$/, '');
    const candidates = clean.endsWith(path.sep)
      ? PAGE_EXTENSIONS.map((ext) => path.join(clean, `index${ext}`))
      : [
          ...PAGE_EXTENSIONS.map((ext) => clean + ext),
          ...PAGE_EXTENSIONS.map((ext) => path.join(clean, `index${ext}`)),
        ];
    return candidates.find((candidate) => existsSync(candidate));
  }

  function langOf(file: string): string {
    return path.relative(docsRoot, file).split(path.sep)[0];
  }

  function check(file: string, link: PageLink): string | undefined {
    const url = link.url;
    if (!url || /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return;
    const hashAt = url.indexOf('#');
    const target = (hashAt === -1 ? url : url.slice(0, hashAt)).replace(/\?.*$/, '');
    const hash = hashAt === -1 ? '' : decode(url.slice(hashAt + 1));
    let page: string | undefined;
    const route = target;
    if (!target) page = file;
    else if (target.startsWith('/')) {
      if (BUILD_FILES.test(target)) return;
      const extension = path.extname(target);
      if (extension && !['.html', '.md', '.mdx'].includes(extension)) {
        if (existsSync(path.join(docsRoot, 'public', decode(target)))) return;
        return `no file docs/public${target}. Put the file there, or fix the path.`;
      }
      const zh = target === '/zh' || target.startsWith('/zh/');
      const lang = zh ? 'zh' : langOf(file);
      const rest = zh ? target.slice('/zh'.length) || '/' : target;
      page = pageFile(path.join(docsRoot, lang, decode(rest)));
      if (!page) {
        const expected = relative(path.join(docsRoot, lang, rest.replace(/\/$/, '/index')));
        return `no page ${target} (no ${expected}.mdx). Fix the link, or add the page.`;
      }
    } else {
      page = pageFile(path.resolve(path.dirname(file), decode(target)));
      if (!page) {
        return `no page ${target} from ${relative(path.dirname(file))}/. Fix the link, or add the page.`;
      }
    }
    if (!hash) return;
    if (!PAGE_EXTENSIONS.includes(path.extname(page))) return;
    const ids = anchorsOf(page);
    if (ids.has(hash)) return;
    if (page === file && !target) {
      return `no heading {#${hash}} on this page. Link to one of its headings, or give the heading that id.`;
    }
    return `no heading {#${hash}} on ${route} (${relative(page)}). Link to one of its headings, or give the heading that id.`;
  }

  /** The problems of one page or fragment. */
  function checkFile(file: string): LinkProblem[] {
    const problems: LinkProblem[] = [];
    for (const link of scanOf(file).links) {
      const problem = check(file, link);
      if (problem) {
        problems.push({
          where: `${relative(file)}:${link.line}:${link.column}`,
          link: link.source,
          problem,
        });
      }
    }
    return problems;
  }

  /** The problems of every page and fragment of every language. */
  function checkAll(): LinkProblem[] {
    return markdownFiles(docsRoot)
      .filter((file) => !path.relative(docsRoot, file).startsWith(`public${path.sep}`))
      .sort()
      .flatMap(checkFile);
  }

  return { checkFile, checkAll };
}

const formatProblem = (p: LinkProblem) => `${p.where}: ${p.link}: ${p.problem}`;

function summarize(problems: LinkProblem[]): string {
  const count = problems.length === 1 ? '1 dead link' : `${problems.length} dead links`;
  return `${count} in the pages:\n${problems.map(formatProblem).join('\n')}`;
}

/** An error that the CLI prints as its message alone, without this plugin's stack frames. */
function plainError(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

export function pluginSourceLinks({ enabled }: { enabled: boolean }): RspressPlugin {
  let checker: ReturnType<typeof createLinkChecker> | undefined;
  /** In dev, what each file last reported, so a save that changes nothing prints nothing. */
  const reported = new Map<string, string>();

  function remarkSourceLinks() {
    return (_tree: unknown, file: { path?: string }) => {
      if (!checker || !file.path || process.env.NODE_ENV === 'production') return;
      const problems = checker.checkFile(path.resolve(file.path));
      const text = problems.map(formatProblem).join('\n');
      if ((reported.get(file.path) ?? '') !== text && text) console.error(`error   ${text}`);
      reported.set(file.path, text);
    };
  }

  return {
    name: 'rslib-docs:source-links',
    config(config, _utils, isProd) {
      if (!enabled) return config;
      const docsRoot = path.resolve(config.root ?? 'docs');
      checker = createLinkChecker(docsRoot);
      const problems = checker.checkAll();
      if (problems.length > 0) {
        if (isProd) throw plainError(summarize(problems));
        console.error(`error   ${summarize(problems)}`);
        for (const p of problems) {
          const file = path.resolve(path.dirname(docsRoot), p.where.split(':')[0]);
          reported.set(file, [reported.get(file), formatProblem(p)].filter(Boolean).join('\n'));
        }
      }
      return config;
    },
    markdown: enabled ? { remarkPlugins: [remarkSourceLinks] } : undefined,
  };
}

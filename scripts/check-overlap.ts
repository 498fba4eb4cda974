// Measures how much of our prose repeats the public Rslib docs word for word.
//
//   node --import tsx scripts/check-overlap.ts <upstream-dir> [--runs] [--json] [--threshold 2] [--page <path>]
//
// <upstream-dir> holds copies of the upstream pages as en/<path>.mdx and zh/<path>.mdx.
// Both sides are reduced to prose: frontmatter, fenced code blocks, import/export lines,
// JSX tags, MDX comments, link targets and heading ids are dropped. English pages are split
// into lowercase words, Chinese pages into CJK characters (whitespace, punctuation and Latin
// text are ignored). A token of ours counts as overlapping when it sits inside a run of at
// least 8 English words / 16 Chinese characters that also occurs somewhere in the upstream
// corpus of the same language. The report gives the share of overlapping tokens per page and
// overall; with --runs it also prints every overlapping run so it can be rewritten.
// Exits with 1 when a page or the total is above the threshold (percent, default 2).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Lang, langOfDocFile } from '../site/locale.ts';
import { docsDir, markdownFiles } from './lib/build-files.ts';

const RUN: Record<Lang, number> = { en: 8, zh: 16 };
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;

/** The prose of an .mdx file, with markup, code and links' targets removed. */
export function prose(source: string): string {
  let text = source.replace(/\r\n?/g, '\n');
  text = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    const marker = line.match(/^\s*(`{3,}|~{3,})/);
    if (marker) {
      if (!fence) fence = marker[1];
      else if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (fence) continue;
    if (/^\s*(import|export)\s/.test(line)) continue;
    kept.push(line);
  }
  text = kept.join('\n');
  text = text.replace(/\{\/\*[\s\S]*?\*\/\}/g, ' '); // MDX comments
  text = text.replace(/<!--[\s\S]*?-->/g, ' '); // HTML comments
  text = text.replace(/\\?\{#[\w-]+\}/g, ' '); // heading ids
  text = text.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1'); // images: keep alt text
  text = text.replace(/\[([^\]]*)\]\((?:<[^>]*>|[^)\s]*)(?:\s+"[^"]*")?\)/g, '$1'); // links: keep text
  text = text.replace(/<\/?[A-Za-z][\w.:-]*(?:\s+[^<>]*?)?\s*\/?>/g, ' '); // JSX / HTML tags
  text = text.replace(/https?:\/\/\S+/g, ' '); // bare URLs
  text = text.replace(/^:::.*$/gm, ' '); // callout fences (their titles are not prose of note)
  return text;
}

/** Tokens of a page: lowercase words for English, CJK characters for Chinese. */
export function tokenize(text: string, lang: Lang): string[] {
  if (lang === 'zh') return [...text].filter((ch) => CJK.test(ch));
  return (
    text
      .toLowerCase()
      .replace(/[’']/g, '')
      .match(/[a-z0-9]+/g) ?? []
  ).filter(Boolean);
}

function grams(tokens: string[], n: number, into: Set<string>): Set<string> {
  for (let i = 0; i + n <= tokens.length; i++) into.add(tokens.slice(i, i + n).join(' '));
  return into;
}

/** Which tokens of `tokens` lie inside an n-gram found in `set`, and the maximal runs. */
export function coverage(
  tokens: string[],
  n: number,
  set: Set<string>,
): { count: number; runs: [number, number][] } {
  const covered = new Uint8Array(tokens.length);
  for (let i = 0; i + n <= tokens.length; i++) {
    if (set.has(tokens.slice(i, i + n).join(' '))) covered.fill(1, i, i + n);
  }
  const runs: [number, number][] = [];
  for (let i = 0; i < tokens.length; ) {
    if (!covered[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < tokens.length && covered[j]) j++;
    runs.push([i, j]);
    i = j;
  }
  return { count: covered.reduce((a, b) => a + b, 0), runs };
}

/** Token counts: all tokens, and those inside an overlapping run. */
interface Tally {
  tokens: number;
  overlapping: number;
}

function main(argv: string[]) {
  const args = argv.slice(2);
  const flag = (name: string) => args.includes(name);
  const option = (name: string, fallback?: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : fallback;
  };
  const upstream = args.find(
    (a, i) => !a.startsWith('--') && !/^--(threshold|page)$/.test(args[i - 1] ?? ''),
  );
  if (!upstream || !existsSync(upstream)) {
    console.error(
      'usage: node --import tsx scripts/check-overlap.ts <upstream-dir> [--runs] [--json] [--threshold 2] [--page en/guide/x.mdx]',
    );
    process.exit(2);
  }
  const threshold = Number(option('--threshold', '2'));
  const only = option('--page');

  const sets: Record<Lang, Set<string>> = { en: new Set(), zh: new Set() };
  let upstreamFiles = 0;
  for (const lang of ['en', 'zh'] as const) {
    for (const file of markdownFiles(path.join(upstream, lang))) {
      grams(tokenize(prose(readFileSync(file, 'utf8')), lang), RUN[lang], sets[lang]);
      upstreamFiles++;
    }
  }

  const pages: (Tally & { page: string; percent: number; runs: string[] })[] = [];
  for (const file of markdownFiles(docsDir)) {
    const rel = path.relative(docsDir, file).split(path.sep).join('/');
    if (only && rel !== only) continue;
    const lang = langOfDocFile(rel);
    const tokens = tokenize(prose(readFileSync(file, 'utf8')), lang);
    const { count, runs } = coverage(tokens, RUN[lang], sets[lang]);
    const joiner = lang === 'zh' ? '' : ' ';
    pages.push({
      page: rel,
      tokens: tokens.length,
      overlapping: count,
      percent: tokens.length ? (100 * count) / tokens.length : 0,
      runs: runs.map(([a, b]) => tokens.slice(a, b).join(joiner)),
    });
  }
  pages.sort((a, b) => b.percent - a.percent || a.page.localeCompare(b.page));

  const total = { tokens: 0, overlapping: 0 };
  const byLang: Record<Lang, Tally> = {
    en: { tokens: 0, overlapping: 0 },
    zh: { tokens: 0, overlapping: 0 },
  };
  for (const p of pages) {
    total.tokens += p.tokens;
    total.overlapping += p.overlapping;
    byLang[langOfDocFile(p.page)].tokens += p.tokens;
    byLang[langOfDocFile(p.page)].overlapping += p.overlapping;
  }
  const pct = (o: Tally) => (o.tokens ? (100 * o.overlapping) / o.tokens : 0);
  const over = pages.filter((p) => p.percent > threshold);

  if (flag('--json')) {
    console.log(
      JSON.stringify(
        { upstreamFiles, total: { ...total, percent: pct(total) }, byLang, pages },
        null,
        2,
      ),
    );
  } else {
    console.log(
      `Upstream corpus: ${upstreamFiles} files (${sets.en.size} English ${RUN.en}-word runs, ${sets.zh.size} Chinese ${RUN.zh}-character runs)`,
    );
    console.log('');
    console.log('  %   overlap/tokens  page');
    for (const p of pages) {
      console.log(
        `${p.percent.toFixed(2).padStart(6)}  ${`${p.overlapping}/${p.tokens}`.padStart(13)}  ${p.page}`,
      );
      if (flag('--runs')) for (const run of p.runs) console.log(`          · ${run}`);
    }
    console.log('');
    for (const lang of ['en', 'zh'] as const) {
      console.log(
        `${lang}: ${pct(byLang[lang]).toFixed(2)}% (${byLang[lang].overlapping}/${byLang[lang].tokens})`,
      );
    }
    console.log(
      `overall: ${pct(total).toFixed(2)}% (${total.overlapping}/${total.tokens}); pages over ${threshold}%: ${over.length}; runs: ${pages.reduce((n, p) => n + p.runs.length, 0)}`,
    );
  }
  if (over.length || pct(total) > threshold) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv);

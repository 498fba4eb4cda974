// Every English page has a Chinese twin with the same heading ids in the same order and
// the same number of code blocks; every heading has an explicit id; no page is a stub.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docsDir, markdownFiles } from './lib/build-files.ts';

/** Pages that exist in one language by design. */
const SINGLE_LANGUAGE = new Set(['404.mdx']);

/** A heading: its level, its explicit id, its text as written and its 1-based line. */
export interface Heading {
  depth: number;
  id: string | undefined;
  text: string;
  line: number;
}

/** Headings (outside code fences) with their explicit ids, and the number of code blocks. */
export function outline(source: string): { headings: Heading[]; codeBlocks: number } {
  const headings: Heading[] = [];
  let codeBlocks = 0;
  let fence: string | null = null;
  for (const [index, line] of source.split('\n').entries()) {
    const marker = line.match(/^\s*(`{3,}|~{3,})/);
    if (marker) {
      if (!fence) {
        fence = marker[1];
        codeBlocks++;
      } else if (line.trim().startsWith(fence)) {
        fence = null;
      }
      continue;
    }
    if (fence) continue;
    const heading = line.match(/^(#{1,6})\s+(.*)$/);
    if (!heading) continue;
    const id = heading[2].match(/\{#([\w-]+)\}\s*$/);
    headings.push({ depth: heading[1].length, id: id?.[1], text: heading[2], line: index + 1 });
  }
  return { headings, codeBlocks };
}

const problems: string[] = [];
const en = markdownFiles(path.join(docsDir, 'en'));
const zh = markdownFiles(path.join(docsDir, 'zh'));

/** `docs/en/guide/start/index.mdx`, as a writer finds it from the repository root. */
const shown = (file: string) =>
  path.relative(path.dirname(docsDir), file).split(path.sep).join('/');
/** A heading as written, for messages: `## Output files {#output-files}`. */
const written = (h: Heading) => `${'#'.repeat(h.depth)} ${h.text}`;

for (const file of [...en, ...zh]) {
  const text = readFileSync(file, 'utf8');
  const stub = text.split('\n').findIndex((line) => line.includes('TODO-STUB'));
  if (stub !== -1) {
    problems.push(`${shown(file)}:${stub + 1}: still a stub (TODO-STUB). Write the page.`);
  }
  for (const h of outline(text).headings) {
    if (!h.id) {
      problems.push(
        `${shown(file)}:${h.line}: heading without an explicit id: "${written(h)}". Add one, the same in both languages: "${written(h)} {#some-id}".`,
      );
    }
  }
}

for (const file of zh) {
  const rel = path.relative(path.join(docsDir, 'zh'), file);
  if (!SINGLE_LANGUAGE.has(rel) && !existsSync(path.join(docsDir, 'en', rel))) {
    problems.push(
      `${shown(file)}: no English twin (expected ${shown(path.join(docsDir, 'en', rel))}). Add the English page, or move the Chinese one to match it.`,
    );
  }
}

for (const file of en) {
  const rel = path.relative(path.join(docsDir, 'en'), file);
  if (SINGLE_LANGUAGE.has(rel)) continue;
  const twin = path.join(docsDir, 'zh', rel);
  if (!existsSync(twin)) {
    problems.push(
      `${shown(file)}: no Chinese twin (expected ${shown(twin)}). Add the Chinese page with the same headings and code blocks.`,
    );
    continue;
  }
  const a = outline(readFileSync(file, 'utf8'));
  const b = outline(readFileSync(twin, 'utf8'));
  const key = (h: Heading) => `${h.depth} ${h.id}`;
  const at = a.headings.findIndex((h, i) => !b.headings[i] || key(h) !== key(b.headings[i]));
  const extra = at === -1 && b.headings.length > a.headings.length ? a.headings.length : at;
  // A heading without an id is reported above, once; comparing it would report it again.
  const unnamed = [a.headings[extra], b.headings[extra]].some((h) => h && !h.id);
  if (extra !== -1 && !unnamed) {
    const expected = a.headings[extra];
    const found = b.headings[extra];
    const want = expected
      ? `"${'#'.repeat(expected.depth)} … {#${expected.id}}" as in ${shown(file)}:${expected.line}`
      : `no heading here, as in ${shown(file)}`;
    const where = found ? `${shown(twin)}:${found.line}` : shown(twin);
    const got = found ? `"${written(found)}"` : 'no heading';
    problems.push(
      `${where}: heading ${extra + 1} differs from the English twin: expected ${want}, found ${got}. Give both twins the same headings (level and id) in the same order.`,
    );
  }
  if (a.codeBlocks !== b.codeBlocks) {
    problems.push(
      `${shown(twin)}: ${b.codeBlocks} code blocks, expected ${a.codeBlocks} as in ${shown(file)}. Translate the page's code blocks one for one (comments may change, the code may not).`,
    );
  }
}

if (problems.length) {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  console.error(`check-parity: ${count}\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-parity: ${en.length} English pages and their Chinese twins match.`);

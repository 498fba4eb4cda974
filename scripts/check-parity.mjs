// Every English page has a Chinese twin with the same heading ids in the same order and
// the same number of code blocks; every heading has an explicit id; no page is a stub.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docsDir, walk } from './lib/build-files.mjs';

/** Pages that exist in one language by design. */
const SINGLE_LANGUAGE = new Set(['404.mdx']);

/** Headings (outside code fences) with their explicit ids, and the number of code blocks. */
export function outline(source) {
  const headings = [];
  let codeBlocks = 0;
  let fence = null;
  for (const line of source.split('\n')) {
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
    headings.push({ depth: heading[1].length, id: id?.[1], text: heading[2] });
  }
  return { headings, codeBlocks };
}

const problems = [];
const en = walk(path.join(docsDir, 'en'), (n) => /\.mdx?$/.test(n));
const zh = walk(path.join(docsDir, 'zh'), (n) => /\.mdx?$/.test(n));

for (const file of [...en, ...zh]) {
  const text = readFileSync(file, 'utf8');
  const rel = path.relative(docsDir, file);
  if (text.includes('TODO-STUB')) problems.push(`${rel}: still a stub`);
  for (const h of outline(text).headings) {
    if (!h.id) problems.push(`${rel}: heading without an explicit id: ${h.text}`);
  }
}

for (const file of zh) {
  const rel = path.relative(path.join(docsDir, 'zh'), file);
  if (!SINGLE_LANGUAGE.has(rel) && !existsSync(path.join(docsDir, 'en', rel))) {
    problems.push(`zh/${rel}: no English twin`);
  }
}

for (const file of en) {
  const rel = path.relative(path.join(docsDir, 'en'), file);
  if (SINGLE_LANGUAGE.has(rel)) continue;
  const twin = path.join(docsDir, 'zh', rel);
  if (!existsSync(twin)) {
    problems.push(`en/${rel}: no Chinese twin at zh/${rel}`);
    continue;
  }
  const a = outline(readFileSync(file, 'utf8'));
  const b = outline(readFileSync(twin, 'utf8'));
  const idsA = a.headings.map((h) => `${h.depth}:${h.id}`);
  const idsB = b.headings.map((h) => `${h.depth}:${h.id}`);
  if (idsA.join() !== idsB.join()) {
    const at = idsA.findIndex((id, i) => id !== idsB[i]);
    problems.push(
      `${rel}: headings differ at #${at + 1}: en ${idsA[at] ?? '(none)'} vs zh ${idsB[at] ?? '(none)'}`,
    );
  }
  if (a.codeBlocks !== b.codeBlocks) {
    problems.push(`${rel}: ${a.codeBlocks} code blocks in en, ${b.codeBlocks} in zh`);
  }
}

if (problems.length) {
  console.error(`check-parity: ${problems.length} problems\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-parity: ${en.length} English pages and their Chinese twins match.`);

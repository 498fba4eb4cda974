// The text of a section's code blocks, as the index keeps it (Node, at build time): the
// identifiers, option paths (`output.distPath.root`), CLI flags (`--watch`), file names and the
// words of messages that the code shows, each once per section, in order of first use. Left
// out: words the section's prose already has (the prose is indexed with more weight), the
// keywords of JavaScript and TypeScript, bare numbers, and comments in Chinese (the prose says
// the same). The engine indexes this text as its own field, weighted below prose
// (search/ranking.ts, `field.code`).
import { normalize, runs } from './tokenize';

/** Keywords and literals of the languages of the code blocks: never what a reader looks for. */
const KEYWORDS = new Set(
  (
    'import from export default const let var function return async await new this true ' +
    'false null undefined if else for of in typeof as type interface extends implements ' +
    'void any string number boolean unknown never class static public private readonly ' +
    'require module exports'
  ).split(' '),
);

/** The words of a text as the tokenizer reads them, lower-cased: the section's prose. */
function proseWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const run of runs(text)) if (run.kind === 'word') out.add(normalize(run.text));
  return out;
}

/**
 * The index text of a section's code: one line, its words separated by spaces (a flag keeps its
 * two dashes), or null when the code adds no word to the prose.
 */
export function codeText(code: string, prose: string): string | null {
  const known = proseWords(prose);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const run of runs(code)) {
    if (run.kind !== 'word') continue;
    const lower = normalize(run.text);
    const flag = run.start >= 2 && code.startsWith('--', run.start - 2);
    const word = flag ? `--${run.text}` : run.text;
    if (seen.has(word)) continue;
    seen.add(word);
    if (lower.length < 2 || /^\d+$/.test(lower) || KEYWORDS.has(lower)) continue;
    if (!flag && known.has(lower)) continue;
    out.push(word);
  }
  return out.length ? out.join(' ') : null;
}

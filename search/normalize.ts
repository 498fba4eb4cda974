// Pasted error output, read as the words that identify the error. What varies from one machine
// or run to the next is dropped or reduced; what does not (the message, error codes such as
// TS2307 or ERR_REQUIRE_ESM, option names, file names such as package.json) is kept:
// - stack frames (`at Object.<anonymous> (/home/x/proj/dist/index.js:12:5)`), `Require stack:`
//   lists and the lines of a code frame (`> 12 | …`, `    |   ^^^`);
// - absolute and relative paths, down to their file name (`/home/x/proj/rslib.config.ts` →
//   rslib.config.ts; `./foo` → nothing: a module the reader named);
// - line and column numbers (`:12:5`, `(12,5)`, `line 12`), content hashes (`index.8f3a2b1c.js`,
//   `a1b2c3d4e5`), and the quotes around names.
// The labels that open an issue title (`bug:`, `[Bug]`) are dropped from any query; a query that
// is not pasted output otherwise goes through unchanged.

/** A line of a stack trace or of a `Require stack:` list. */
const STACK_LINE =
  /^\s*(?:at\s+\S.*(?:\)|:\d+(?::\d+)?)|-\s+(?:\/|[A-Za-z]:\\|file:).*|Require stack:.*)$/;
/**
 * A stack frame inside a line: a search box takes a paste as one line, so the frames follow the
 * message (`… module    at build (/x/index.js:12:5)    at async run (node:internal/…:3:9)`).
 */
const STACK_FRAME =
  /(?:^|\s)at\s+(?:(?:async\s+)?(?:new\s+)?[\w$.<>[\]]+(?:\s\[as\s[\w$]+\])?\s+)?\(?(?:\/|[A-Za-z]:\\|file:|node:|<anonymous>)[^()\s]*(?::\d+){1,2}\)?/g;
/** `Require stack:` and the paths listed after it, to the end of the line. */
const REQUIRE_STACK = /\bRequire stack:.*$/;
/** A line of a code frame (`> 12 | foo()`, `    | ^^^`). */
const CODE_FRAME_LINE = /^\s*>?\s*\d*\s*\|(?:\s.*)?$/;
/** An absolute path, a file URL or a path into node_modules, up to a space or a closing mark. */
const ABSOLUTE_PATH = /(?<![\w.@-])(?:file:\/\/)?(?:[A-Za-z]:[\\/]|~?\/|\\\\)[^\s'"`()<>,;]*/g;
/**
 * A relative path (`./foo`, `../src/a.ts`), a path alias (`@/utils`, `~/lib`), or a path with a
 * file extension (`src/utils/x.ts`). Package names (`@rslib/core`) have none of these forms.
 */
const RELATIVE_PATH =
  /(?<![\w.@-])(?:\.{1,2}\/[\w@./-]*|[@~]\/[\w@./-]*|[\w@.-]+(?:\/[\w@.-]+)+\.[a-z]\w{0,4}\b)/gi;
/** `:12:5`, `:12` after a file name, `(12,5)` TypeScript-style, `line 12`. */
const POSITION = /(?::\d+){1,2}\b|\(\d+,\d+\)|\bline \d+(?:,? col(?:umn)? \d+)?/gi;
/** A hex hash of 8 or more characters with at least one digit and one letter. */
const HASH = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi;
/** `index.8f3a2b1c.js` → index.js */
const HASHED_FILE = /\.([0-9a-f]{6,})(?=\.\w+\b)/gi;

/** Output-like input: several lines, a stack frame, a path with a position, or an error prefix. */
function looksPasted(text: string): boolean {
  return (
    text.includes('\n') ||
    /\bat\s+\S.*:\d+:\d+/.test(text) ||
    /[\\/][^\s]*:\d+/.test(text) ||
    /(?:^|\s)(?:\/|[A-Za-z]:\\|~\/|\.{1,2}\/)[\w@.-]+[\\/]/.test(text) ||
    /\b(?:error|warning|ERR_[A-Z_]+|TS\d{4})\b|\bts\(\d{4}\)/i.test(text)
  );
}

/**
 * The last name of a path, without its hash (`/usr/bin/env` → env); for a relative path,
 * nothing unless it names a file with an extension (`./foo` is a module the reader named).
 */
function fileName(path: string, relative = false): string {
  const clean = path.replace(/[\\/]+$/, '').replace(HASHED_FILE, '');
  const name = clean.slice(Math.max(clean.lastIndexOf('/'), clean.lastIndexOf('\\')) + 1);
  const kept = !relative || /\.[a-z][a-z0-9]{0,4}$/i.test(name) ? name : '';
  // A path through node_modules names a dependency: that is part of the story.
  return /[\\/]node_modules[\\/]/.test(path) ? `node_modules ${kept}` : kept;
}

/**
 * The labels that open an issue title (`bug:`, `feat(dts):`, `[Bug]`, `【求助】`): a reader who
 * pastes the title of an issue pastes them too, and they are not part of the question.
 */
const TITLE_LABELS =
  /^\s*(?:\[(?:bug|feat|feature|fix|question|help|docs|rfc|proposal|enhancement|求助|问题)[^\]\n]{0,16}\]\s*|【[^】\n]{1,12}】\s*|(?:bug|feat|feature|fix|question|docs|help|chore|perf|refactor|rfc|proposal)(?:\([^)\n]{0,30}\))?!?\s*[:：]\s*)+(?=\S)/i;

/** The query with the varying parts of pasted output removed (see the top of this file). */
export function normalizeQuery(input: string): string {
  const query = input.replace(TITLE_LABELS, '');
  if (!looksPasted(query)) return query;
  const lines = query
    .split(/\r?\n/)
    .filter((line) => !STACK_LINE.test(line) && !CODE_FRAME_LINE.test(line));
  let text = (lines.length ? lines : query.split(/\r?\n/)).join(' ');
  const withoutFrames = text.replace(REQUIRE_STACK, ' ').replace(STACK_FRAME, ' ');
  // Only stack frames: keep their text, the paths are dropped below.
  if (withoutFrames.trim()) text = withoutFrames;
  text = text
    .replace(POSITION, ' ')
    .replace(ABSOLUTE_PATH, (p) => ` ${fileName(p)} `)
    .replace(RELATIVE_PATH, (p) => ` ${fileName(p, true)} `)
    // TypeScript's editor form: `declarations.ts(2307)` → TS2307
    .replace(/\bts\((\d{4})\)/gi, ' TS$1')
    .replace(HASH, ' ')
    .replace(/[‘’“”"'`«»]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text || query;
}

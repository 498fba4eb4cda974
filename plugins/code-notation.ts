// Shiki notation for the lines a reader must spot, and copy that gives runnable text.
//
// Notation (a comment at the end of a line, removed from the rendered block):
//   `// [!code ++]` added line, `// [!code --]` removed line, `// [!code highlight]` (or `hl`)
//   highlighted line, `// [!code focus]` focused line (the others dimmed). `#`, `/* … */`,
//   `<!-- … -->` and `{/* … */}` comments work the same; `highlight:3` / `focus:3` mark that
//   many lines from this one. A comment alone on its line marks the next line.
// The classes are the ones of @shikijs/transformers (`line highlighted`, `line diff add`,
// `line diff remove`, `line focused`; `has-highlighted`, `has-diff`, `has-focused` on `<pre>`),
// which the Rspress theme already styles (theme/styles/_code-notation.scss adjusts them).
//
// Copy: the theme's copy button skips text inside `.rp-copy-ignore` (getCopyableText), so
// what is left out of a copy is marked here, at build time, and no script runs for it:
// - removed lines (`[!code --]`, and `-` lines of a ```diff block) with their line break;
// - the `+`/`-`/space marker at the start of each line of a ```diff block;
// - in a command block, a ```bash/sh/shell/zsh block with at least one line starting with
//   the prompt `$ `: the prompt, and every line that is not a command (output). A command
//   line ending in `\` continues on the next line, which is part of the command.
import type { ShikiTransformer } from 'shiki';

type Element = {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: Node[];
};
type Text = { type: 'text'; value: string };
type Node = Element | Text | { type: string };

type Mark = 'add' | 'remove' | 'highlight' | 'focus';

const NOTATION =
  /[ \t]*(?:\/\/|#|\/\*|\{\/\*|<!--)[ \t]*\[!code (\+\+|--|highlight|hl|focus)(?::(\d+))?\][ \t]*(?:\*\/\}|\*\/|-->)?[ \t]*$/;
const MARKS = Symbol('rslib-docs:code-notation');
const SHELL = new Set(['bash', 'sh', 'shell', 'zsh']);
const PROMPT = '$ ';
export const COPY_IGNORE = 'rp-copy-ignore';

function kind(token: string): Mark {
  if (token === '++') return 'add';
  if (token === '--') return 'remove';
  if (token === 'focus') return 'focus';
  return 'highlight';
}

/** Removes the notation comments; returns the code and the marks of each line (0-based). */
export function stripNotation(code: string) {
  const marks = new Map<number, Set<Mark>>();
  const out: string[] = [];
  let carried: { mark: Mark; count: number } | null = null;
  const mark = (line: number, m: Mark, count: number) => {
    for (let i = 0; i < count; i++) {
      const set = marks.get(line + i) ?? new Set<Mark>();
      set.add(m);
      marks.set(line + i, set);
    }
  };
  for (const line of code.split('\n')) {
    const match = NOTATION.exec(line);
    const rest = match ? line.slice(0, match.index) : line;
    if (match && rest.trim() === '') {
      // A comment alone on its line marks the next line and disappears.
      carried = { mark: kind(match[1]), count: Number(match[2] ?? 1) };
      continue;
    }
    if (carried) {
      mark(out.length, carried.mark, carried.count);
      carried = null;
    }
    if (match) mark(out.length, kind(match[1]), Number(match[2] ?? 1));
    out.push(rest);
  }
  return { code: out.join('\n'), marks };
}

function classList(node: Element): string[] {
  const value = node.properties.class ?? node.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

function addClass(node: Element, ...names: string[]) {
  const list = classList(node);
  for (const name of names) if (!list.includes(name)) list.push(name);
  delete node.properties.className;
  node.properties.class = list.join(' ');
}

/** The line elements of a highlighted `<code>` (Shiki gives each line `class="line"`). */
export function lineElements(code: Element): Element[] {
  return code.children.filter(
    (child): child is Element =>
      child.type === 'element' && classList(child as Element).includes('line'),
  );
}

export function textOf(node: Node): string {
  if (node.type === 'text') return (node as Text).value;
  if ('children' in node) return (node as Element).children.map(textOf).join('');
  return '';
}

/**
 * Moves the first `length` characters of a line into a span of their own with `classes`,
 * splitting the token they end in (the split part keeps the token's style).
 */
function peelPrefix(line: Element, length: number, classes: string) {
  const peeled: Node[] = [];
  let left = length;
  while (left > 0 && line.children.length > 0) {
    const token = line.children[0];
    const text = textOf(token);
    if (text.length <= left) {
      peeled.push(line.children.shift() as Node);
      left -= text.length;
      continue;
    }
    // Split a token span (Shiki's tokens hold one text node).
    const element = token as Element;
    const head: Element = {
      ...element,
      properties: { ...element.properties },
      children: [{ type: 'text', value: text.slice(0, left) }],
    };
    element.children = [{ type: 'text', value: text.slice(left) }];
    peeled.push(head);
    left = 0;
  }
  line.children.unshift({
    type: 'element',
    tagName: 'span',
    properties: { class: classes },
    children: peeled,
  });
}

interface LinePlan {
  classes: string[];
  copy: boolean;
  /** Characters at the start of the line left out of a copy. */
  prefix: number;
  prefixClass?: string;
}

function planLines(lang: string, texts: string[], marks: Map<number, Set<Mark>>): LinePlan[] {
  const plans: LinePlan[] = texts.map((_, i) => {
    const set = marks.get(i) ?? new Set<Mark>();
    const classes: string[] = [];
    if (set.has('highlight')) classes.push('highlighted');
    if (set.has('focus')) classes.push('focused');
    if (set.has('add')) classes.push('diff', 'add');
    if (set.has('remove')) classes.push('diff', 'remove');
    return { classes, copy: !set.has('remove'), prefix: 0 };
  });
  if (lang === 'diff') {
    texts.forEach((text, i) => {
      const marker = text[0];
      if (marker === '-' && !text.startsWith('---')) {
        plans[i].classes.push('diff', 'remove');
        plans[i].copy = false;
      } else if (marker === '+' && !text.startsWith('+++')) {
        plans[i].classes.push('diff', 'add');
        plans[i].prefix = 1;
      } else if (marker === ' ') {
        plans[i].prefix = 1;
      }
      if (plans[i].prefix) plans[i].prefixClass = `${COPY_IGNORE} rp-diff-marker`;
    });
  }
  if (SHELL.has(lang) && texts.some((text) => text.startsWith(PROMPT))) {
    let continued = false;
    texts.forEach((text, i) => {
      if (text.startsWith(PROMPT)) {
        plans[i].prefix = PROMPT.length;
        plans[i].prefixClass = `${COPY_IGNORE} rp-shell-prompt`;
      } else if (!continued) {
        plans[i].copy = false;
        plans[i].classes.push('rp-shell-output');
      }
      continued = (text.startsWith(PROMPT) || continued) && plans[i].copy && /\\\s*$/.test(text);
    });
  }
  return plans;
}

export function transformerRslibNotation(): ShikiTransformer {
  return {
    name: 'rslib-docs:notation',
    preprocess(code) {
      const { code: stripped, marks } = stripNotation(code);
      (this.meta as Record<symbol, unknown>)[MARKS] = marks;
      return stripped;
    },
    code(node) {
      const code = node as unknown as Element;
      const lang = String(this.options.lang ?? '').toLowerCase();
      const marks =
        ((this.meta as Record<symbol, unknown>)[MARKS] as Map<number, Set<Mark>>) ?? new Map();
      const lines = lineElements(code);
      const plans = planLines(lang, lines.map(textOf), marks);
      if (plans.every((plan) => plan.copy && !plan.prefix && plan.classes.length === 0)) return;
      lines.forEach((line, i) => {
        const plan = plans[i];
        if (plan.classes.length) addClass(line, ...plan.classes);
        if (!plan.copy) addClass(line, COPY_IGNORE);
        else if (plan.prefix) peelPrefix(line, plan.prefix, plan.prefixClass ?? COPY_IGNORE);
      });
      // The line break after line i is copied only between two copied lines.
      const lastCopied = plans.map((plan) => plan.copy).lastIndexOf(true);
      let lineIndex = -1;
      code.children = code.children.map((child) => {
        if (child.type === 'element' && lines.includes(child as Element)) {
          lineIndex = lines.indexOf(child as Element);
          return child;
        }
        if (child.type !== 'text' || lineIndex < 0) return child;
        if (plans[lineIndex].copy && lineIndex < lastCopied) return child;
        return {
          type: 'element',
          tagName: 'span',
          properties: { class: COPY_IGNORE },
          children: [child],
        } satisfies Element;
      });
    },
    pre(node) {
      const marked = new Set<Mark>();
      for (const set of (
        (this.meta as Record<symbol, unknown>)[MARKS] as Map<number, Set<Mark>>
      )?.values() ?? [])
        for (const m of set) marked.add(m);
      const pre = node as unknown as Element;
      const lang = String(this.options.lang ?? '').toLowerCase();
      if (marked.has('highlight')) addClass(pre, 'has-highlighted');
      if (marked.has('focus')) addClass(pre, 'has-focused');
      if (marked.has('add') || marked.has('remove')) addClass(pre, 'has-diff');
      if (lang === 'diff') addClass(pre, 'has-diff', 'rp-diff-lang');
    },
  };
}

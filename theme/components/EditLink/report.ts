import { DOCS_NEW_ISSUE } from '../../../site/repo';

/** Longest selection quoted: GitHub refuses new-issue addresses much over 8 KB. */
const MAX_QUOTE = 1000;

/** A new issue on this site's repository about the page at `url`, quoting the reader's selection. */
export function issueUrl(title: string, url: string, quote = ''): string {
  const cut = quote.length > MAX_QUOTE ? `${quote.slice(0, MAX_QUOTE)}…` : quote;
  const body = cut ? `${url}\n\n> ${cut.replace(/\n/g, '\n> ')}` : url;
  return `${DOCS_NEW_ISSUE}?title=${encodeURIComponent(`[Docs] ${title}`)}&body=${encodeURIComponent(body)}`;
}

/** The article's headings that have an anchor, in document order. */
const headings = () => [
  ...document.querySelectorAll<HTMLElement>('.rspress-doc :is(h1, h2, h3, h4, h5, h6)[id]'),
];

/**
 * The anchor (`#id`) of the heading the report is about: the last heading before the
 * selection when the reader selected text in the article, else the last heading scrolled
 * past the top of the window (the section being read), else the address's own hash.
 */
export function currentAnchor(selection: Selection | null): string {
  const all = headings();
  const start = selection && !selection.isCollapsed ? selection.getRangeAt(0).startContainer : null;
  let found: HTMLElement | undefined;
  if (start) {
    found = all
      .filter(
        (heading) =>
          heading === start ||
          heading.contains(start) ||
          Boolean(heading.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING),
      )
      .at(-1);
  } else {
    // A quarter of the window down: a heading just below the navbar counts as reached.
    const line = window.innerHeight / 4;
    found = all.filter((heading) => heading.getBoundingClientRect().top <= line).at(-1);
  }
  if (found?.id && found.tagName !== 'H1') return `#${found.id}`;
  return found ? '' : window.location.hash;
}

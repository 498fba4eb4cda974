// Loaded only on a page opened from a search hit (see ./index.tsx). It marks the searched
// words in the article with the CSS Custom Highlight API, which paints ranges without
// touching the DOM React owns, scrolls to the first one in the section the hit points to, and
// offers a button (and Escape) to clear them. Browsers without the API get the scroll only.
import { HIGHLIGHT_STATE } from '@site/search-links';
import { useEffect, useState } from 'react';
import { useT } from '../../hooks/useT';
import styles from './Highlights.module.scss';
import { highlightTerms } from './terms';

/** The name the stylesheet paints (`::highlight(search-term)`, theme/styles/_search-highlight.scss). */
const HIGHLIGHT_NAME = 'search-term';
/** How long to wait for the page's content after a client-side navigation. */
const CONTENT_WAIT_MS = 3000;
/** After the theme's scroll to the hash (100 ms, theme/hooks/useScrollAfterNav.ts). */
const SCROLL_DELAY_MS = 150;

interface HighlightRegistry {
  set(name: string, value: unknown): void;
  delete(name: string): void;
}
type HighlightConstructor = new (...ranges: Range[]) => unknown;

function registry(): { highlights: HighlightRegistry; Highlight: HighlightConstructor } | null {
  const highlights = (globalThis.CSS as unknown as { highlights?: HighlightRegistry })?.highlights;
  const Highlight = (globalThis as unknown as { Highlight?: HighlightConstructor }).Highlight;
  return highlights && Highlight ? { highlights, Highlight } : null;
}

/** Ranges of every occurrence of the terms in the text under `root`, in document order. */
function findRanges(root: Element, terms: string[]): Range[] {
  const pattern = new RegExp(
    terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'giu',
  );
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    for (const match of text.matchAll(pattern)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      ranges.push(range);
    }
  }
  return ranges;
}

/** The first range at or after the heading the address points to, else the first one. */
function firstInSection(ranges: Range[]): Range | undefined {
  let id = window.location.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {}
  const heading = id ? document.getElementById(id) : null;
  if (!heading) return ranges[0];
  return (
    ranges.find(
      (r) => heading.compareDocumentPosition(r.startContainer) & Node.DOCUMENT_POSITION_FOLLOWING,
    ) ?? ranges[0]
  );
}

function inView(range: Range): boolean {
  const rect = range.getBoundingClientRect();
  return rect.top >= 64 && rect.bottom <= window.innerHeight;
}

/** Forgets the words in the history entry, so a reload shows the plain page. */
function forgetWords() {
  const state = window.history.state as { usr?: Record<string, unknown> } | null;
  if (!state?.usr || !(HIGHLIGHT_STATE in state.usr)) return;
  const { [HIGHLIGHT_STATE]: _, ...usr } = state.usr;
  window.history.replaceState({ ...state, usr }, '');
}

export default function Highlights({ words }: { words: string }) {
  const t = useT();
  const [count, setCount] = useState(0);
  const [cleared, setCleared] = useState(false);

  useEffect(() => {
    const terms = highlightTerms(words);
    if (terms.length === 0) return;
    const api = registry();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const run = () => {
      const root = document.querySelector('.rspress-doc');
      const ranges = root ? findRanges(root, terms) : [];
      if (ranges.length === 0) {
        if (Date.now() - started < CONTENT_WAIT_MS) timer = setTimeout(run, 100);
        return;
      }
      api?.highlights.set(HIGHLIGHT_NAME, new api.Highlight(...ranges));
      setCount(ranges.length);
      timer = setTimeout(() => {
        const first = firstInSection(ranges);
        if (first && !inView(first))
          first.startContainer.parentElement?.scrollIntoView({ block: 'center' });
      }, SCROLL_DELAY_MS);
    };
    run();
    return () => {
      clearTimeout(timer);
      api?.highlights.delete(HIGHLIGHT_NAME);
    };
  }, [words]);

  useEffect(() => {
    if (count === 0 || cleared) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('.DocSearch-Modal')) setCleared(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [count, cleared]);

  useEffect(() => {
    if (!cleared) return;
    registry()?.highlights.delete(HIGHLIGHT_NAME);
    forgetWords();
  }, [cleared]);

  if (count === 0 || cleared) return null;
  return (
    <div className={styles.bar}>
      <output>{t('searchHighlightCount', { count: String(count), words })}</output>
      <button type="button" className={styles.clear} onClick={() => setCleared(true)}>
        {t('searchHighlightClear')}
      </button>
    </div>
  );
}

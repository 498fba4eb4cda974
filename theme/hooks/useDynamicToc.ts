// Adapted from @rspress/core 2.0.22, dist/theme/hooks/useDynamicToc.js;
// tests/repo/upstream-copies.test.ts fails when that file changes.
import type { Header } from '@rspress/core';
import { usePage } from '@rspress/core/runtime';
import { useCallback, useSyncExternalStore } from 'react';

// Replaces the theme's `useWatchToc` and `useDynamicToc`, which share a private heading
// store and so can only be replaced together. The theme's `useWatchToc` keeps the doc
// element in React state: its ref callback sets that state while the first commit runs,
// which re-renders the whole DocLayout synchronously. The MDX content sits behind a
// Suspense boundary that React would hydrate later in small slices; an urgent re-render
// reaching it makes React hydrate all of it at once instead, the longest task of a page
// load (bench/PERFORMANCE.md). Here the ref callback sets up the watch directly (React 19
// ref cleanup) and no component above the content re-renders.

const HEADING_SELECTOR = 'h2.rp-toc-include, h3.rp-toc-include, h4.rp-toc-include';
const EXCLUDED = '.rspress-toc-exclude,.rp-toc-exclude';
const HEADING_TAGS = new Set(['H2', 'H3', 'H4']);
const NONE: Header[] = [];

let collected: Header[] = NONE;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const readCollected = () => collected;
const readNone = () => NONE;

const sameHeaders = (a: Header[], b: Header[]) =>
  a.length === b.length &&
  a.every((h, i) => h.id === b[i].id && h.text === b[i].text && h.depth === b[i].depth);

function publish(next: Header[]) {
  // Same outline, same array: the outline and the menu do not render again.
  if (sameHeaders(next, collected)) return;
  collected = next;
  for (const listener of listeners) listener();
}

/** Hidden headings (an inactive tab, a closed details) stay out of the outline. */
function isShown(heading: Element, root: Element) {
  for (let el: Element | null = heading; el && el !== root; el = el.parentElement) {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0')
      return false;
  }
  return true;
}

/** The heading's inner HTML without its anchor, excluded parts, links and comments. */
function headingHtml(heading: Element) {
  const clone = heading.cloneNode(true) as Element;
  clone.querySelector('.rp-header-anchor')?.remove();
  for (const el of clone.querySelectorAll(EXCLUDED)) el.remove();
  for (const link of clone.querySelectorAll('a')) link.replaceWith(...link.childNodes);
  for (const node of [...clone.childNodes]) if (node.nodeType === Node.COMMENT_NODE) node.remove();
  return clone.innerHTML;
}

function collect(root: Element): Header[] {
  const headers: Header[] = [];
  for (const heading of root.querySelectorAll(HEADING_SELECTOR)) {
    if (heading.closest(EXCLUDED) || !isShown(heading, root)) continue;
    headers.push({
      id: heading.id,
      text: headingHtml(heading),
      depth: Number(heading.tagName[1]),
      charIndex: 0,
    });
  }
  return headers;
}

function touchesHeading(mutations: MutationRecord[]) {
  for (const mutation of mutations)
    for (const nodes of [mutation.addedNodes, mutation.removedNodes])
      for (const node of nodes) {
        if (!(node instanceof Element)) {
          if (node.parentElement?.closest('h2,h3,h4')) return true;
          continue;
        }
        if (HEADING_TAGS.has(node.tagName) || node.parentElement?.closest('h2,h3,h4')) return true;
        for (const child of node.children) if (HEADING_TAGS.has(child.tagName)) return true;
      }
  return false;
}

const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
};

/**
 * The outline of the current page: the headings found on the page once it is mounted,
 * or the build-time table of contents until then (server render and hydration).
 */
export function useDynamicToc(): Header[] {
  const {
    page: { toc = NONE },
  } = usePage();
  const headers = useSyncExternalStore(subscribe, readCollected, readNone);
  return headers.length > 0 ? headers : toc;
}

/** The ref for the element that holds the page's content. */
export function useWatchToc() {
  const rspressDocRef = useCallback((root: HTMLDivElement | null) => {
    if (!root) return;
    // The first read waits for an idle moment: it reads computed styles, and right after
    // hydration the page has better things to do. Later changes (a client-side navigation,
    // a tab switched) are read at once, before they are painted.
    const cancel = whenIdle(() => publish(collect(root)));
    const observer = new MutationObserver((mutations) => {
      if (touchesHeading(mutations)) publish(collect(root));
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      cancel();
      observer.disconnect();
      // The outline and the menu unmount with this element; the next doc page starts
      // from its own build-time table of contents, not this page's headings.
      collected = NONE;
    };
  }, []);
  return { rspressDocRef };
}

// Adapted from @rspress/core 2.0.22, dist/theme/hooks/useActiveAnchor.js;
// tests/repo/upstream-copies.test.ts fails when that file changes.
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { OUTLINE_THROTTLE_MS } from '../../site/constants';
import { throttle } from './throttle';

interface Header {
  id: string;
  text: string;
  depth: number;
}

function scrollPaddingTop() {
  const value = getComputedStyle(document.documentElement).scrollPaddingTop;
  const parsed = Number.parseFloat(value);
  return Number.isNaN(parsed) ? 0 : parsed;
}

function atPageBottom() {
  const { scrollHeight } = document.documentElement;
  return Math.ceil(window.scrollY + window.innerHeight) >= scrollHeight - 2;
}

/**
 * Replaces the theme's hook of the same name: the outline follows the scroll at most
 * every 100 ms, and at the bottom of the page the last heading is active even when it
 * never reaches the top (short last sections).
 */
export function useActiveAnchor(headers: Header[]) {
  const [activeAnchorId, setActiveAnchorId] = useState<string>();
  const [scrolledHeader, setScrolledHeader] = useState<Header>();
  const { hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new hash means a jump, so positions are read again
  useEffect(() => {
    if (typeof window === 'undefined' || headers.length === 0) return;
    const update = () => {
      if (atPageBottom()) {
        const last = headers[headers.length - 1];
        setActiveAnchorId(last.id);
        setScrolledHeader(last);
        return;
      }
      const topOffset = scrollPaddingTop() - 5;
      let scrolled: Header | undefined;
      let firstVisible: Header | undefined;
      for (const header of headers) {
        const el = document.getElementById(header.id);
        if (!el) continue;
        const top = el.getBoundingClientRect().top;
        if (top < topOffset) scrolled = header;
        else if (!firstVisible && top <= window.innerHeight) firstVisible = header;
      }
      setActiveAnchorId((firstVisible ?? scrolled)?.id);
      setScrolledHeader(scrolled);
    };
    const onScroll = throttle(update, OUTLINE_THROTTLE_MS);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [headers, hash]);

  return { scrolledHeader, activeAnchorId };
}

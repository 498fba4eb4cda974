import { usePage } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
import { HTML_LANG, type Lang } from '../../../site/locale';

/**
 * After a client-side navigation, moves focus to the new page's H1 (or its main region) and
 * reads its title out through a polite live region in the page's language, so a keyboard or
 * screen reader user starts on the new page, not on the link that led there (VitePress moves
 * focus on a route change too). The first page and in-page hash links change nothing; a new
 * page opened at a #hash is announced but keeps focus where it was, since useScrollAfterNav
 * takes the reader to that heading. Focus moves without scrolling (preventScroll), so back
 * and forward keep their scroll positions.
 */
export function RouteAnnouncer() {
  const { page } = usePage();
  const [title, setTitle] = useState('');
  const shown = useRef(page.routePath);
  useEffect(() => {
    if (shown.current === page.routePath) return;
    shown.current = page.routePath;
    // The title and the page's content are in place once the new page has rendered.
    const timer = setTimeout(() => {
      // The page's one H1 (the navbar has none), or its main region when it has no H1.
      const target = document.querySelector('h1') ?? document.querySelector('main');
      if (target && !window.location.hash) {
        target.tabIndex = -1;
        target.focus({ preventScroll: true });
      }
      setTitle(document.title);
    }, 50);
    return () => clearTimeout(timer);
  }, [page]);
  return (
    <div className="rslib-sr-only" aria-live="polite" lang={HTML_LANG[page.lang as Lang]}>
      {title}
    </div>
  );
}

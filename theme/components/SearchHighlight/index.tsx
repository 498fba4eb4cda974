// Highlights the searched words on a page opened from a search hit (the modal puts them in the
// history entry's state, site/search-links.ts). Only this check ships with every page; the
// highlighter and its bar load when there are words to mark.
import { useLocation } from '@rspress/core/runtime';
import { highlightOf } from '@site/search-links';
import { lazy, Suspense } from 'react';

const Highlights = lazy(() => import('./Highlights'));

export function SearchHighlight() {
  const { state, pathname, key } = useLocation();
  const words = highlightOf(state);
  if (!words) return null;
  return (
    <Suspense fallback={null}>
      <Highlights key={pathname + key} words={words} />
    </Suspense>
  );
}

// The navbar search. Only the button and the shortcut keys ship with the page; DocSearch,
// its styles and the index load when the reader shows intent (hover, focus or touch of the
// button, Ctrl/Cmd+K, `/`).
import { useLang, useLocation } from '@rspress/core/runtime';
import { SEARCH_QUERY_PARAM } from '@site/search-links';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { SearchButton } from './SearchButton';
import { useSearchShortcuts } from './useSearchShortcuts';

// The chunk name lets the service worker find the modal's files to precache them, for search
// offline (plugins/service-worker.ts).
const loadModal = () => import(/* webpackChunkName: "search-modal" */ './SearchModal');
const SearchModal = lazy(loadModal);

export function Search() {
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  /** Escape keeps the query for the next opening; a second Escape, or choosing a hit, clears it. */
  const kept = useRef('');
  const selected = useRef(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const warm = useCallback(() => {
    loadModal()
      .then((m) => m.warmUp(lang))
      .catch(() => {});
  }, [lang]);

  const openModal = useCallback(() => {
    warm();
    selected.current = false;
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, [warm]);

  const closeModal = useCallback((query: string) => {
    if (!selected.current) kept.current = query;
    setOpen(false);
    if (!selected.current) {
      const target = returnFocus.current?.isConnected ? returnFocus.current : button.current;
      requestAnimationFrame(() => {
        // Choosing a hit right after (Enter closes first, then navigates) keeps focus on the new page.
        if (!selected.current) target?.focus({ preventScroll: true });
      });
    }
  }, []);

  const onSelect = useCallback(() => {
    selected.current = true;
    kept.current = '';
  }, []);

  // A link to a search (`/?q=term`, the OpenSearch description of plugins/opensearch.ts) opens
  // the modal with that query. The parameter leaves the address, so a reload shows the page.
  const { search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new query string opens it
  useEffect(() => {
    const url = new URL(window.location.href);
    const query = url.searchParams.get(SEARCH_QUERY_PARAM)?.trim();
    if (query === undefined) return;
    url.searchParams.delete(SEARCH_QUERY_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    if (!query) return;
    kept.current = query;
    openModal();
  }, [search]);

  useSearchShortcuts({
    open,
    onOpen: openModal,
    onForget: () => {
      kept.current = '';
    },
  });

  return (
    <>
      <SearchButton ref={button} onOpen={openModal} onIntent={warm} />
      {open && (
        <Suspense fallback={null}>
          <SearchModal
            lang={lang}
            initialQuery={kept.current}
            onClose={closeModal}
            onSelect={onSelect}
          />
        </Suspense>
      )}
    </>
  );
}

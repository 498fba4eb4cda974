// Loaded on intent only: DocSearch's modal, its styles, and the search client of the build's
// backend (the local index through search/docsearch.ts, or Algolia).
import { type DocSearchHit, DocSearchModal } from '@docsearch/react';
import { useNavigate, withBase } from '@rspress/core/runtime';
import { RSLIB_REPO } from '@site/repo';
import { HIGHLIGHT_STATE } from '@site/search-links';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { fetchTiers, localSearchClient, warmUp as warmUpLocal } from '../../../search/docsearch';
import { searchSettings } from '../../../search/settings';
import { useT } from '../../hooks/useT';
import { IndexErrorText } from './IndexErrorText';
import { NoResultsHelp } from './NoResultsHelp';
import { HitNavigation, SearchHit } from './SearchHit';
import styles from './SearchModal.module.scss';
import { modalTranslations } from './translations';

const algolia = searchSettings.algolia;
/** The local index tiers, under the site base. */
const loader = fetchTiers(withBase);

/**
 * DocSearch's own styles (@docsearch/css), injected when this chunk runs. Rspress moves every
 * imported stylesheet, lazy or not, into the CSS each page loads first, so the search plugin
 * hands them over as a string instead.
 */
function injectStyles() {
  if (typeof document === 'undefined' || document.getElementById('docsearch-styles')) return;
  const style = document.createElement('style');
  style.id = 'docsearch-styles';
  style.textContent = __DOCSEARCH_CSS__;
  // Before the site's own CSS, so the site's overrides win at equal specificity.
  document.head.prepend(style);
}
injectStyles();

/** Starts loading what the first search needs, so it is ready when the modal opens. */
export function warmUp(lang: string): Promise<void> {
  return algolia ? Promise.resolve() : warmUpLocal(lang, loader);
}

/** Hits link inside the site: Algolia records hold absolute URLs of the production site. */
function toSitePath(hits: DocSearchHit[]): DocSearchHit[] {
  return hits.map((hit) => {
    if (!/^https?:/.test(hit.url)) return hit;
    const url = new URL(hit.url);
    return { ...hit, url: url.pathname + url.hash };
  });
}

function missingResultsUrl({ query }: { query: string }): string {
  return `${RSLIB_REPO}/issues/new?title=${encodeURIComponent(`[Docs] No search results for "${query}"`)}`;
}

interface SearchModalProps {
  lang: string;
  initialQuery: string;
  /** Called with the query that was in the box. */
  onClose: (query: string) => void;
  /** A hit was chosen. */
  onSelect: () => void;
}

export default function SearchModal({ lang, initialQuery, onClose, onSelect }: SearchModalProps) {
  const t = useT();
  // DocSearch rebuilds its autocomplete (and drops its results) whenever one of its props changes
  // identity, so every prop below is stable across re-renders, including route changes.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const translations = useMemo(
    () =>
      modalTranslations(t, {
        title: <IndexErrorText part="title" />,
        help: <IndexErrorText part="help" />,
      }),
    [t],
  );
  const searchParameters = useMemo(() => ({ facetFilters: [`lang:${lang}`] }), [lang]);
  const [initialScrollY] = useState(() => window.scrollY);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);

  const close = useCallback(() => {
    onClose(document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '');
  }, [onClose]);

  const go = useCallback(
    (url: string) => {
      const query = document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
      onSelect();
      close();
      // The page highlights the searched words on arrival (theme/components/SearchHighlight).
      navigateRef.current(url, { state: query.trim() ? { [HIGHLIGHT_STATE]: query } : null });
    },
    [onSelect, close],
  );

  const navigator = useMemo(
    () => ({
      navigate: ({ itemUrl }: { itemUrl: string }) => go(itemUrl),
      navigateNewTab: ({ itemUrl }: { itemUrl: string }) => {
        window.open(itemUrl, '_blank', 'noopener')?.focus();
      },
      navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => {
        window.open(itemUrl, '_blank', 'noopener,popup');
      },
    }),
    [go],
  );

  const transformSearchClient = useMemo(() => {
    if (algolia) return undefined;
    const client = localSearchClient({ lang, loader });
    return () => client;
  }, [lang]);

  // Escape and Ctrl/Cmd+K close the modal; the query is kept for the next opening.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.isComposing) return;
      if (e.key === 'Escape' || ((e.metaKey || e.ctrlKey) && e.key?.toLowerCase() === 'k')) {
        e.preventDefault();
        close();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [close]);

  return createPortal(
    <div
      ref={setRoot}
      className={algolia ? styles.root : `${styles.root} ${styles.local}`}
      lang={lang}
    >
      <HitNavigation.Provider value={go}>
        <DocSearchModal
          appId={algolia?.appId ?? 'local'}
          apiKey={algolia?.apiKey ?? 'local'}
          indexName={algolia?.indexName ?? `rslib-docs-${lang}`}
          placeholder={t('searchPlaceholderText')}
          searchParameters={searchParameters}
          transformSearchClient={transformSearchClient}
          transformItems={toSitePath}
          hitComponent={SearchHit}
          navigator={navigator}
          translations={translations}
          getMissingResultsUrl={missingResultsUrl}
          insights={algolia?.insights ?? false}
          initialScrollY={initialScrollY}
          initialQuery={initialQuery || undefined}
          onClose={close}
        />
      </HitNavigation.Provider>
      {!algolia && <NoResultsHelp root={root} lang={lang} loader={loader} onNavigate={go} />}
    </div>,
    document.body,
  );
}

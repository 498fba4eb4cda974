// The help on DocSearch's no-results screen (local index only): a corrected query and the
// nearest pages (search/suggest.ts), so that no search ends at a bare "No results". DocSearch
// has no slot for it, so it is rendered into its screen, under the title and above the
// "Try searching for" list and the report link, which stay as they are.
import { withBase } from '@rspress/core/runtime';
import { type MouseEvent, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { TierLoader } from '../../../search/client';
import { localSuggestions, type Suggestions } from '../../../search/docsearch';
import { useT } from '../../hooks/useT';
import styles from './SearchModal.module.scss';

interface NoResultsHelpProps {
  /** The element the modal is rendered in. */
  root: HTMLElement | null;
  lang: string;
  loader: TierLoader;
  /** Opens a page and closes the modal. */
  onNavigate: (url: string) => void;
}

interface Target {
  el: HTMLElement;
  query: string;
}

/** Sets the search box's value the way typing does, so DocSearch searches again. */
function setQuery(root: HTMLElement, query: string) {
  const input = root.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

export function NoResultsHelp({ root, lang, loader, onNavigate }: NoResultsHelpProps) {
  const t = useT();
  const [target, setTarget] = useState<Target | null>(null);
  const [found, setFound] = useState<{ query: string; suggestions: Suggestions } | null>(null);

  // Follows DocSearch's no-results screen: where to render, and for which query.
  useEffect(() => {
    if (!root) return;
    const check = () => {
      const screen = root.querySelector<HTMLElement>('.DocSearch-NoResults');
      if (!screen) {
        setTarget(null);
        return;
      }
      let el = screen.querySelector<HTMLElement>(`.${styles.help}`);
      if (!el) {
        el = document.createElement('div');
        el.className = styles.help;
        const title = screen.querySelector('.DocSearch-Title');
        if (title) title.after(el);
        else screen.append(el);
      }
      const query = root.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
      setTarget((old) => (old?.el === el && old.query === query ? old : { el, query }));
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    check();
    return () => observer.disconnect();
  }, [root]);

  useEffect(() => {
    if (!target) return;
    let current = true;
    localSuggestions(target.query, { lang, loader }).then(
      (suggestions) => {
        if (current) setFound({ query: target.query, suggestions });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [target, lang, loader]);

  if (!root || !target || found?.query !== target.query) return null;
  const { query, kind, pages } = found.suggestions;
  const open = (url: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onNavigate(url);
  };
  return createPortal(
    <>
      {query && (
        <p className="DocSearch-Help">
          {t('search.didYouMeanText')}{' '}
          <button type="button" className={styles.corrected} onClick={() => setQuery(root, query)}>
            {query}
          </button>
        </p>
      )}
      {pages.length > 0 && (
        <>
          <p className="DocSearch-Help">
            {t(kind === 'start' ? 'search.startPagesText' : 'search.nearestPagesText')}
          </p>
          <ul className={styles.nearest}>
            {pages.map((page) => (
              <li key={page.url}>
                <a href={withBase(page.url)} onClick={open(page.url)}>
                  {page.title}
                  {page.section && <span> › {page.section}</span>}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </>,
    target.el,
  );
}

import { usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { type ReactNode, useEffect, useState } from 'react';
import { MAIN_CONTENT_ID } from '../../../site/constants';
import { DEFAULT_LANG, isLang, withLang } from '../../../site/locale';
import { SEARCH_QUERY_PARAM } from '../../../site/search-links';
import { useT } from '../../hooks/useT';
import './NotFound.module.scss';

/**
 * The 404 page inside the main landmark. Unlike the theme's, its home link is named by
 * its visible text, in the page's language. A search form sends the reader to the search
 * modal's deep link (`/?q=…`, site/search-links.ts), with or without JavaScript. With it,
 * ./Suggestions (its own chunk, which only this page loads) fills the field with the unknown
 * path's words, unless the reader typed there already, and lists the nearest routes from the
 * list the build wrote (plugins/orientation.ts).
 */
export function NotFound() {
  const { siteData, page } = usePageData();
  const t = useT();
  const lang = isLang(page.lang) ? page.lang : DEFAULT_LANG;
  const [words, setWords] = useState('');
  const [help, setHelp] = useState<ReactNode>(null);
  const heading = t('notFoundSuggestionsText');
  useEffect(() => {
    let current = true;
    import('./Suggestions')
      .then((m) => m.suggest(lang, window.location.pathname, heading))
      .then((found) => {
        if (!current) return;
        setWords(found.words);
        setHelp(found.list);
      })
      // The chunk did not load (offline, a new deployment): the page keeps its search form.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [lang, heading]);
  const defaultVersion = siteData.multiVersion.default;

  // A URL that spells out the default language has no page: drop the prefix.
  const spelledOut = new RegExp(`^/${DEFAULT_LANG}(?=/|$)`);
  if (typeof window !== 'undefined' && spelledOut.test(window.location.pathname)) {
    window.location.replace(window.location.pathname.replace(spelledOut, '') || '/');
    return null;
  }

  const version = defaultVersion && page.version !== defaultVersion ? `/${page.version}` : '';
  const home = version + withLang(lang, '/');
  const search = t('searchPlaceholderText');

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      {help}
      <form className="rp-not-found__search" action={home}>
        {/* Uncontrolled: the path's words fill it only while the reader has not typed. */}
        <input type="search" name={SEARCH_QUERY_PARAM} aria-label={search} defaultValue={words} />
        <button type="submit">{search}</button>
      </form>
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href={home}>
          {t('takeMeHomeText')}
        </Link>
      </div>
    </main>
  );
}

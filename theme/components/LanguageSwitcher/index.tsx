import { useLocation, useSite } from '@rspress/core/runtime';
import { HoverGroup, IconDown, SvgWrapper } from '@rspress/core/theme';
import { useEffect, useState } from 'react';
import { isLang, langOf, withLang } from '../../../site/locale';
import { useNavbarMenu } from '../../hooks/useNavbarMenu';
import { useT } from '../../hooks/useT';

/**
 * The navbar's language menu: a real button that names the current language and a list of
 * the other languages' links. Each link keeps the `#hash`: heading ids are shared between
 * the two languages, so `/config/lib/format#esm` and `/zh/config/lib/format#esm` are the
 * same place. It opens and closes on click and tap, opens on mouse hover (closing 150 ms
 * after the pointer leaves) and while focus is inside; Escape closes it (useNavbarMenu).
 */
export function LanguageSwitcher() {
  const t = useT();
  const { site } = useSite();
  const { pathname } = useLocation();
  const locales = (site.locales ?? []) as { lang: string; label: string }[];
  // The server renders without a hash, and hydration keeps server attributes, so the
  // hash is read after mount, on every navigation and on in-page jumps.
  const [hash, setHash] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page has its own hash to read
  useEffect(() => {
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [pathname]);
  const menu = useNavbarMenu<HTMLLIElement>();
  if (locales.length < 2) return null;

  const current = langOf(pathname);
  const active = locales.find((locale) => locale.lang === current)?.label ?? '';
  // The current language is shown, not linked: a link to the page itself leads nowhere.
  const items = locales.map((locale) =>
    locale.lang === current
      ? { text: locale.label, lang: locale.lang, items: [] }
      : {
          text: locale.label,
          lang: locale.lang,
          link: `${isLang(locale.lang) ? withLang(locale.lang, pathname) : pathname}${hash}`,
        },
  );

  return (
    <ul className="rslib-plain-list" aria-label={t('languageSwitch')}>
      <li className="rp-nav-menu__item" {...menu.root}>
        <button
          type="button"
          className="rp-nav-menu__item__container rslib-menu-button"
          aria-haspopup="true"
          {...menu.button}
        >
          {active}
          <SvgWrapper icon={IconDown} className="rp-nav-menu__item__icon" />
        </button>
        <HoverGroup
          items={items}
          isOpen={menu.isOpen}
          activeMatcher={(item) => item.text === active}
        />
      </li>
    </ul>
  );
}

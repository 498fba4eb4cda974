import { useLangsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
import { NavMenuItemWithChildren } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { useT } from '../../hooks/useT';

/**
 * The navbar's language menu, keeping the `#hash`: heading ids are shared between the
 * two languages, so `/config/lib/format#esm` and `/zh/config/lib/format#esm` are the
 * same place.
 */
export function LanguageSwitcher() {
  const t = useT();
  const { pathname } = useLocation();
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
  const { items, activeValue } = useLangsMenu();
  if (items.length < 2) return null;
  const withHash = items.map((item) =>
    item.link ? { ...item, link: `${item.link}${hash}` } : item,
  );
  return (
    <ul className="rslib-plain-list" aria-label={t('languageSwitch')}>
      <NavMenuItemWithChildren
        menuItem={{ text: activeValue ?? '', items: withHash }}
        activeMatcher={(item) => item.text === activeValue}
      />
    </ul>
  );
}

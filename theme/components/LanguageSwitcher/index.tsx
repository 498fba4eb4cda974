import { useLangsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
import { NavMenuItemWithChildren } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
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
  // The theme's menu opens on hover only: its trigger is a plain `div`. Made focusable, it
  // opens the menu while focus is inside (theme/styles/_keyboard.scss), so the language
  // links are reachable from the keyboard too.
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const item = list.current?.querySelector('.rp-nav-menu__item');
    const trigger = item?.querySelector('.rp-nav-menu__item__container');
    if (!item || !trigger) return;
    trigger.setAttribute('tabindex', '0');
    trigger.setAttribute('role', 'button');
    trigger.setAttribute('aria-haspopup', 'true');
    trigger.setAttribute('aria-expanded', 'false');
    const sync = () =>
      requestAnimationFrame(() =>
        trigger.setAttribute('aria-expanded', String(item.matches(':focus-within, :hover'))),
      );
    const events = ['focusin', 'focusout', 'mouseenter', 'mouseleave'] as const;
    for (const name of events) item.addEventListener(name, sync);
    return () => {
      for (const name of events) item.removeEventListener(name, sync);
    };
  }, []);
  const { items, activeValue } = useLangsMenu();
  if (items.length < 2) return null;
  const withHash = items.map((item) =>
    item.link ? { ...item, link: `${item.link}${hash}` } : item,
  );
  return (
    <ul ref={list} className="rslib-plain-list" aria-label={t('languageSwitch')}>
      <NavMenuItemWithChildren
        menuItem={{ text: activeValue ?? '', items: withHash }}
        activeMatcher={(item) => item.text === activeValue}
      />
    </ul>
  );
}

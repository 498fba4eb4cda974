// Adapted from @rspress/core 2.0.22, dist/theme/components/Nav/NavMenu.js;
// tests/repo/upstream-copies.test.ts fails when that file changes.
import type { NavItem } from '@rspress/core';
import {
  NavMenuItemInner,
  NavMenuItemWithLink,
} from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { matchNavbar, useLocation } from '@rspress/core/runtime';
import { HoverGroup, IconArrowDown, SvgWrapper } from '@rspress/core/theme';
import type { ReactNode } from 'react';
import { useNavbarMenu } from '../../hooks/useNavbarMenu';

type Item = NavItem & { items?: NavItem[]; link?: string; position?: string };

/**
 * A navbar item with a dropdown (Config): its link, and next to it a button that opens and
 * closes the dropdown on click or tap at every width (theme/hooks/useNavbarMenu.ts). Focus on
 * the link opens the dropdown too, so the button is out of the Tab order: Tab goes from the
 * link to the dropdown's links. Unlike the theme's, the item is marked active when the page
 * matches its `activeMatch` (Config on /config/ and /api/ pages).
 */
function NavMenuItemWithChildren({ item }: { item: Item }) {
  const { pathname } = useLocation();
  const menu = useNavbarMenu<HTMLLIElement>();
  const active = matchNavbar(item as never, pathname);
  return (
    <li className={`rp-nav-menu__item${active ? ' rp-nav-menu__item--active' : ''}`} {...menu.root}>
      <NavMenuItemInner menuItem={item as never} />
      <button
        type="button"
        className="rp-nav-menu__item__container rslib-menu-button rslib-menu-toggle"
        aria-label={item.text as string}
        tabIndex={-1}
        {...menu.button}
      >
        <SvgWrapper icon={IconArrowDown} className="rp-nav-menu__item__icon" />
      </button>
      <HoverGroup items={item.items as never} isOpen={menu.isOpen} />
    </li>
  );
}

/** The theme's navbar menu, with the dropdown items above. */
export function NavMenu(props: {
  menuItems: Item[];
  position: 'left' | 'right';
  beforeNavItems?: ReactNode;
  afterNavItems?: ReactNode;
}) {
  const items = props.menuItems.filter((item) => (item.position ?? 'right') === props.position);
  // An empty list is not shown (the theme's `.rp-nav-menu:empty`).
  return (
    <ul className={`rp-nav-menu rp-nav-menu--${props.position}`}>
      {props.beforeNavItems}
      {items.map((item) =>
        // Every dropdown item of the site's navbar has a link of its own (docs/*/_nav.json).
        item.items?.length ? (
          <NavMenuItemWithChildren key={item.text as string} item={item} />
        ) : (
          <NavMenuItemWithLink key={item.text as string} menuItem={item as never} />
        ),
      )}
      {props.afterNavItems}
    </ul>
  );
}

// Adapted from @rspress/core 2.0.22, dist/theme/components/Nav/index.js;
// tests/repo/upstream-copies.test.ts fails when that file changes.
import { NavMenuDivider } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { useNav, useSite } from '@rspress/core/runtime';
import type { NavProps } from '@rspress/core/theme';
import { NavTitle, Search, SocialLinks } from '@rspress/core/theme';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { NavHamburger } from '../NavHamburger';
import { SwitchAppearance } from '../SwitchAppearance';
import { NavMenu } from './NavMenu';
import '@rspress/core/dist/theme/components/Nav/index.css';

/**
 * The theme's navbar with our own language menu (a named button; its links keep the URL's
 * hash), our own menu buttons (named, no button inside a button) and our own dropdown items
 * (./NavMenu: they open on tap and click, and show the active section). The theme's version
 * menu is left out: the site has one version (no `multiVersion`), so it rendered nothing. The search slot
 * renders the `Search` export of this theme.
 */
export function Nav(props: NavProps) {
  const navList = useNav();
  const { site } = useSite();
  const hasAppearanceSwitch = isDarkModeSwitchEnabled(site.themeConfig.darkMode);
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {props.beforeNavTitle}
        {props.navTitle ?? <NavTitle />}
        <NavMenu
          menuItems={navList}
          position="left"
          beforeNavItems={props.beforeLeftNavItems}
          afterNavItems={props.afterLeftNavItems}
        />
        {props.afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {props.beforeNavMenu}
        <Search />
        <NavMenu
          menuItems={navList}
          position="right"
          beforeNavItems={props.beforeRightNavItems}
          afterNavItems={props.afterRightNavItems}
        />
        <div className="rp-nav__others">
          <NavMenuDivider />
          <LanguageSwitcher />
          {hasAppearanceSwitch && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <NavHamburger
          beforeLeftNavItems={props.beforeLeftNavItems}
          afterLeftNavItems={props.afterLeftNavItems}
          beforeRightNavItems={props.beforeRightNavItems}
          afterRightNavItems={props.afterRightNavItems}
        />
        {props.afterNavMenu}
      </div>
    </header>
  );
}

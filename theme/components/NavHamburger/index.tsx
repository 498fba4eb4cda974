// Adapted from @rspress/core 2.0.22, dist/theme/components/NavHamburger/index.js;
// tests/repo/upstream-copies.test.ts fails when that file changes.
import { NavScreen } from '@rspress/core/dist/theme/components/NavScreen/index.js';
import type { NavProps } from '@rspress/core/theme';
import { HoverGroup, IconSmallMenu, SocialLinks, SvgWrapper } from '@rspress/core/theme';
import { createPortal } from 'react-dom';
import { useNavbarMenu } from '../../hooks/useNavbarMenu';
import { useT } from '../../hooks/useT';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { SwitchAppearance } from '../SwitchAppearance';
import styles from './NavHamburger.module.scss';
import { useNavScreen } from './useNavScreen';

type HamburgerProps = Pick<
  NavProps,
  'beforeLeftNavItems' | 'afterLeftNavItems' | 'beforeRightNavItems' | 'afterRightNavItems'
>;

/**
 * The navbar's menu buttons, named in the page's language and with their expanded state:
 * - up to 768 px, a button that opens the full-screen menu (the theme's NavScreen);
 * - from 769 to 1280 px, a button whose popup holds what the narrower navbar hides
 *   (appearance, language, social links). Unlike the theme's, the popup is the button's
 *   sibling, not its child: a button inside a button is invalid HTML; and it opens and
 *   closes on tap and click, on hover only with a mouse (theme/hooks/useNavbarMenu.ts).
 */
export function NavHamburger(props: HamburgerProps) {
  const t = useT();
  const { isScreenOpen, toggleScreen } = useNavScreen();
  const others = useNavbarMenu<HTMLDivElement>();
  const screen =
    isScreenOpen && typeof document !== 'undefined'
      ? document.getElementById('__rspress_modal_container')
      : null;
  return (
    <>
      {screen &&
        createPortal(
          <NavScreen {...props} isScreenOpen={isScreenOpen} toggleScreen={toggleScreen} />,
          screen,
        )}
      <button
        type="button"
        onClick={toggleScreen}
        aria-label={t('openMenu')}
        aria-expanded={isScreenOpen}
        className={`rp-nav-hamburger rp-nav-hamburger__sm ${styles.button} ${styles.small} ${isScreenOpen ? 'rp-nav-hamburger--active' : ''}`}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      <div className={`${styles.medium} ${styles.wrapper}`} {...others.root}>
        <button
          type="button"
          aria-label={t('openMenu')}
          {...others.button}
          className={`rp-nav-hamburger rp-nav-hamburger__md ${styles.button} ${others.isOpen ? 'rp-nav-hamburger--active' : ''}`}
        >
          <SvgWrapper icon={IconSmallMenu} />
        </button>
        <HoverGroup
          position="right"
          isOpen={others.isOpen}
          customChildren={
            // Rendered only while open: the navbar holds the same controls at other widths,
            // and two language menus at once would be two lists with one name.
            others.isOpen && (
              <div className="rp-nav-menu__others-mobile__container">
                <div className={styles.group}>
                  <SwitchAppearance />
                  <LanguageSwitcher />
                  <SocialLinks />
                </div>
              </div>
            )
          }
        />
      </div>
    </>
  );
}

// Adapted from @rspress/core 2.0.22, dist/theme/components/SwitchAppearance/index.js;
// tests/repo/upstream-copies.test.ts fails when that file changes.
import { ThemeContext, useSite } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme-original';
import { type MouseEvent, useContext } from 'react';
import { flushSync } from 'react-dom';
import '@rspress/core/dist/theme/components/SwitchAppearance/global.css';
import '@rspress/core/dist/theme/components/SwitchAppearance/index.css';
import { APPEARANCE_ANIMATION_MS } from '../../../site/constants';
import { useT } from '../../hooks/useT';
import { clipPath as circle } from './clipPath';
import styles from './SwitchAppearance.module.scss';

const supportsTransition = () =>
  typeof document.startViewTransition === 'function' &&
  !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The theme's appearance toggle as a real button: the original is a clickable `div`, which
 * a keyboard cannot reach and a screen reader cannot name. Same look (the theme's classes
 * and icons) and the same view-transition animation; keyboard activation starts the
 * animation from the button.
 */
export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const t = useT();
  const { theme, setTheme = () => {} } = useContext(ThemeContext);
  const { site } = useSite();

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const next = theme === 'dark' ? 'light' : 'dark';
    if (!supportsTransition() || !site?.themeConfig?.enableAppearanceAnimation) {
      setTheme(next);
      onClick?.();
      return;
    }
    let { clientX: x, clientY: y } = event;
    if (event.detail === 0) {
      // Keyboard: no pointer position, so the animation grows from the button.
      const box = event.currentTarget.getBoundingClientRect();
      x = box.left + box.width / 2;
      y = box.top + box.height / 2;
    }
    document.documentElement.classList.add('rp-appearance-transition');
    const dispose = () => document.documentElement.classList.remove('rp-appearance-transition');
    const transition = document.startViewTransition(() => {
      flushSync(() => {
        setTheme(next);
        onClick?.();
      });
    });
    const clipPath = circle({ height: innerHeight, width: innerWidth, x, y });
    const isDark = next === 'dark';
    transition.ready.then(() => {
      document.documentElement.animate(
        { clipPath: isDark ? [...clipPath].reverse() : clipPath },
        {
          duration: APPEARANCE_ANIMATION_MS,
          easing: 'ease-in',
          fill: 'both',
          pseudoElement: isDark ? '::view-transition-old(root)' : '::view-transition-new(root)',
        },
      );
    });
    transition.finished.then(dispose, dispose);
  };

  return (
    <button
      type="button"
      className={`rp-switch-appearance ${styles.button}`}
      aria-label={t('appearanceToggle')}
      onClick={handleClick}
    >
      <SvgWrapper
        className="rp-switch-appearance__icon rp-switch-appearance__icon--sun"
        icon={IconSun}
        fill="currentColor"
        aria-hidden="true"
      />
      <SvgWrapper
        className="rp-switch-appearance__icon rp-switch-appearance__icon--moon"
        icon={IconMoon}
        fill="currentColor"
        aria-hidden="true"
      />
    </button>
  );
}

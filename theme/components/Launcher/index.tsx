import { useLocation } from '@rspress/core/runtime';
import { type ReactNode, useId } from 'react';
import { LAUNCHER_HOVER_DELAY_MS } from '../../../site/constants';
import { langOf } from '../../../site/locale';
import { localizeTool, tools } from '../../../site/tools';
import { usePopover } from '../../hooks/usePopover';
import { useT } from '../../hooks/useT';
import styles from './Launcher.module.scss';

interface LauncherProps {
  /** What the reader clicks or hovers to open the list. */
  trigger: ReactNode;
}

/**
 * The Rstack launcher: a light popover under its trigger, listing the sibling tools.
 * Written here instead of taking doc-ui's NavIcon, which hard-codes its entries and
 * brings a UI kit into every page. Hovering opens and leaving closes it after a short delay;
 * it closes as every popover does (theme/hooks/usePopover.ts).
 */
export function Launcher({ trigger }: LauncherProps) {
  const t = useT();
  const { pathname } = useLocation();
  const lang = langOf(pathname);
  const { isOpen: open, setOpen, root } = usePopover<HTMLDivElement>();
  const panelId = useId();

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors the button, which keyboard and touch users press
    <div
      ref={root}
      className={styles.launcher}
      onMouseEnter={() => setOpen(true, LAUNCHER_HOVER_DELAY_MS)}
      onMouseLeave={() => setOpen(false, LAUNCHER_HOVER_DELAY_MS)}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-label={t('launcherLabel')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {trigger}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} data-placement="bottom-left">
        <ul className={styles.list}>
          {tools.map((tool) => {
            const entry = localizeTool(tool, lang);
            return (
              <li key={tool.name}>
                <a
                  className={styles.item}
                  href={entry.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <img
                    className={styles.logo}
                    src={entry.logo}
                    alt=""
                    width={32}
                    height={32}
                    loading="lazy"
                    style={
                      entry.logoScale === 1 ? undefined : { transform: `scale(${entry.logoScale})` }
                    }
                  />
                  <span className={styles.text}>
                    <span className={styles.name}>{entry.name}</span>
                    <span className={styles.desc}>{entry.desc}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

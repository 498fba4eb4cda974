import { useLocation } from '@rspress/core/runtime';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { langOf } from '../../../site/locale';
import { localizeTool, tools } from '../../../site/tools';
import { useT } from '../../hooks/useT';
import styles from './Launcher.module.scss';

/** The spec's hover delay, both ways. */
const LAUNCHER_HOVER_DELAY_MS = 100;

interface LauncherProps {
  /** What the reader clicks or hovers to open the list. */
  trigger: ReactNode;
}

/**
 * The Rstack launcher: a light popover under its trigger, listing the sibling tools.
 * Written here instead of taking doc-ui's NavIcon, which hard-codes its entries and
 * brings a UI kit into every page.
 */
export function Launcher({ trigger }: LauncherProps) {
  const t = useT();
  const { pathname } = useLocation();
  const lang = langOf(pathname);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const later = useCallback((next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), LAUNCHER_HOVER_DELAY_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors the button, which keyboard and touch users press
    <div
      ref={root}
      className={styles.launcher}
      onMouseEnter={() => later(true)}
      onMouseLeave={() => later(false)}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-label={t('launcherLabel')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          clearTimeout(timer.current);
          setOpen((value) => !value);
        }}
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

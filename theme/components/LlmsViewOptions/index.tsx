// Adapted from @rspress/core 2.0.22, dist/theme/components/Llms/LlmsViewOptions.js;
// tests/repo/upstream-copies.test.ts fails when that file changes.
import { useSite } from '@rspress/core/runtime';
import {
  copyToClipboard,
  IconAnthropic,
  IconDown,
  IconExternalLink,
  IconLink,
  IconOpenAI,
  SvgWrapper,
  useMdUrl,
} from '@rspress/core/theme';
import { type ReactNode, useId } from 'react';
import { usePopover } from '../../hooks/usePopover';
import { useT } from '../../hooks/useT';
import styles from './LlmsViewOptions.module.scss';

interface Item {
  title: string;
  icon: ReactNode;
  href?: string;
  onClick?: () => void;
}

/**
 * The "open in AI" menu next to Copy Markdown. The theme's version renders its menu inside
 * its button and has no name; this one is a named button with its expanded state and a
 * sibling menu, with the same entries, texts and classes (so the theme's styles apply).
 * It opens on click and closes as every popover does (theme/hooks/usePopover.ts) and on
 * choosing an entry.
 */
export function LlmsViewOptions() {
  const t = useT();
  const { site } = useSite();
  const { pathname } = useMdUrl();
  const { isOpen, setOpen, root } = usePopover<HTMLDivElement>();
  const menuId = useId();

  if (site.themeConfig?.llmsUI === false) return null;
  // The menu renders only after a click, in the browser, so `window` is there.
  const markdownUrl = () => new URL(pathname, window.location.origin).toString();
  const question = () => `Read ${markdownUrl()}, I want to ask questions about it.`;
  const items: Item[] = isOpen
    ? [
        {
          title: t('copyMarkdownLinkText'),
          icon: <SvgWrapper icon={IconLink} />,
          onClick: () => copyToClipboard(markdownUrl()),
        },
        {
          title: t('openInText', { name: 'ChatGPT' }),
          icon: <SvgWrapper icon={IconOpenAI} />,
          href: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q: question() })}`,
        },
        {
          title: t('openInText', { name: 'Claude' }),
          icon: <SvgWrapper icon={IconAnthropic} />,
          href: `https://claude.ai/new?${new URLSearchParams({ q: question() })}`,
        },
      ]
    : [];

  return (
    <div ref={root} className={styles.root}>
      <button
        type="button"
        className={`rp-llms-button rp-llms-view-options__trigger ${isOpen ? 'rp-llms-view-options__trigger--active' : ''}`}
        aria-label={t('llmsViewOptionsLabel')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpen(!isOpen)}
      >
        <SvgWrapper
          icon={IconDown}
          className={`rp-llms-view-options__arrow ${isOpen ? 'rp-llms-view-options__arrow--rotated' : ''}`}
        />
      </button>
      {isOpen && (
        <ul id={menuId} className={`rp-llms-view-options__menu ${styles.menu}`}>
          {items.map((item) => (
            <li key={item.title} className={styles.entry}>
              {item.href ? (
                <a
                  className="rp-llms-view-options__menu-item"
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <span className="rp-llms-view-options__item-icon">{item.icon}</span>
                  <span>{item.title}</span>
                  <span className="rp-llms-view-options__external-icon">
                    <SvgWrapper icon={IconExternalLink} />
                  </span>
                </a>
              ) : (
                <button
                  type="button"
                  className="rp-llms-view-options__menu-item"
                  onClick={() => {
                    item.onClick?.();
                    setOpen(false);
                  }}
                >
                  <span className="rp-llms-view-options__item-icon">{item.icon}</span>
                  <span>{item.title}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useLocation } from '@rspress/core/runtime';
import { langOf } from '../../../site/locale';
import { footerGroups, localizeTool } from '../../../site/tools';
import { useT } from '../../hooks/useT';
import styles from './HomeFooter.module.scss';

/** The home page footer: the Rstack tools as link groups, and the license line. */
export function HomeFooter() {
  const t = useT();
  const { pathname } = useLocation();
  const lang = langOf(pathname);
  return (
    <footer className={styles.footer}>
      <div className={styles.groups}>
        {footerGroups.map((group) => {
          const title = t(group.titleKey);
          return (
            <nav key={group.titleKey} className={styles.group} aria-label={title}>
              <h2 className={styles.title}>{title}</h2>
              <ul className={styles.links}>
                {group.links.map((tool) => {
                  const entry = localizeTool(tool, lang);
                  return (
                    <li key={tool.name}>
                      <a href={entry.url} target="_blank" rel="noopener noreferrer">
                        {entry.name}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
          );
        })}
      </div>
      <p className={styles.copyright}>{t('footerCopyright')}</p>
    </footer>
  );
}

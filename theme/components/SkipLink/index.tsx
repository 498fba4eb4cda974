import { useT } from '../../hooks/useT';
import styles from './SkipLink.module.scss';

/** The id of the element every layout puts at the start of its main content. */
export const MAIN_CONTENT_ID = 'rslib-content';

/** The first focusable element of every page, for keyboard and screen reader users. */
export function SkipLink() {
  const t = useT();
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
}

import { MAIN_CONTENT_ID } from '../../../site/constants';
import { useT } from '../../hooks/useT';
import styles from './SkipLink.module.scss';

/** The first focusable element of every page, for keyboard and screen reader users. */
export function SkipLink() {
  const t = useT();
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
}

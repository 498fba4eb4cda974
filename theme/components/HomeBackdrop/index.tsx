import styles from './HomeBackdrop.module.scss';

/** Decorative glow behind the hero, drawn in CSS so the page needs no image host. */
export function HomeBackdrop() {
  return <div className={styles.backdrop} aria-hidden="true" />;
}

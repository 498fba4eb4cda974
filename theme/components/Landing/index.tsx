import { useLocation } from '@rspress/core/runtime';
import { langOf } from '../../../site/locale';
import { landingCards } from '../../../site/tools';
import { useT } from '../../hooks/useT';
import styles from './Landing.module.scss';

/** The Rstack section of the home page: heading, tagline and one card per tool. */
export function Landing() {
  const t = useT();
  const { pathname } = useLocation();
  const lang = langOf(pathname);
  const cards = landingCards(lang);
  return (
    <section className={styles.landing} aria-labelledby="rstack-heading">
      <h2 id="rstack-heading" className={styles.heading}>
        {t('landingHeading')}
      </h2>
      <p className={styles.tagline}>{t('landingTagline')}</p>
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.name}>
            <a className={styles.card} href={card.url} target="_blank" rel="noopener noreferrer">
              <img
                className={styles.logo}
                src={card.logo}
                alt=""
                width={48}
                height={48}
                loading="lazy"
              />
              <span className={styles.name}>{card.name}</span>
              <span className={styles.desc}>{card.desc}</span>
              <span className={styles.url}>{card.urlText}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useLang } from '@rspress/core/runtime';
import { useLinkNavigate } from '@rspress/core/theme';
import { Hero } from '@rstack-dev/doc-ui/hero';
import { RSLIB_REPO } from '../../../site/repo';
import { useT } from '../../hooks/useT';
import { HomeBackdrop } from '../HomeBackdrop';
import { HomeFooter } from '../HomeFooter';
import { Landing } from '../Landing';
import styles from './HomeLayout.module.scss';

/**
 * The home page: hero, the Rstack landing section and the tools footer. Loaded on its own
 * (see index.tsx), so doc pages do not carry it.
 */
export default function HomePage() {
  const t = useT();
  const lang = useLang();
  const navigate = useLinkNavigate();
  const quickStart =
    lang === 'en' ? '/guide/start/quick-start' : `/${lang}/guide/start/quick-start`;
  return (
    <div className={styles.home}>
      <HomeBackdrop />
      <main id="rslib-content" tabIndex={-1} className={styles.main}>
        <Hero
          showStars
          logoUrl="/rslib-logo.svg"
          title={t('homeTitle')}
          subTitle={t('homeSubtitle')}
          description={t('homeDescription')}
          getStartedButtonText={t('homeGetStarted')}
          githubURL={RSLIB_REPO}
          onClickGetStarted={() => navigate(quickStart)}
        />
        <Landing />
      </main>
      <HomeFooter />
    </div>
  );
}

import { useLang } from '@rspress/core/runtime';
import { useLinkNavigate } from '@rspress/core/theme';
import { Hero } from '@rstack-dev/doc-ui/hero';
import { DEFAULT_LANG, isLang, withLang } from '../../../site/locale';
import { RSLIB_REPO } from '../../../site/repo';
import { useT } from '../../hooks/useT';
import { HomeBackdrop } from '../HomeBackdrop';
import { HomeFooter } from '../HomeFooter';
import { Landing } from '../Landing';
import styles from './HomePage.module.scss';

/**
 * The home page: hero, the Rstack landing section and the tools footer. The home MDX files
 * (docs/<lang>/index.mdx) import it, so it lives in the home route's chunk and doc pages do not carry it.
 */
export default function HomePage() {
  const t = useT();
  const lang = useLang();
  const navigate = useLinkNavigate();
  const quickStart = withLang(isLang(lang) ? lang : DEFAULT_LANG, '/guide/start/quick-start');
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

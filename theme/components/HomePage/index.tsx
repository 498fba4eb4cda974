import { useLang } from '@rspress/core/runtime';
import { MAIN_CONTENT_ID } from '../../../site/constants';
import { DEFAULT_LANG, isLang, withLang } from '../../../site/locale';
import { RSLIB_REPO } from '../../../site/repo';
import { useT } from '../../hooks/useT';
import { HomeBackdrop } from '../HomeBackdrop';
import { HomeFooter } from '../HomeFooter';
import { HomeHero } from '../HomeHero';
import { Landing } from '../Landing';
import styles from './HomePage.module.scss';

/**
 * The home page: hero, the Rstack landing section and the tools footer. The home MDX files
 * (docs/<lang>/index.mdx) import it, so it lives in the home route's chunk and doc pages do not carry it.
 */
export default function HomePage() {
  const t = useT();
  const lang = useLang();
  const quickStart = withLang(isLang(lang) ? lang : DEFAULT_LANG, '/guide/start/quick-start');
  return (
    <div className={styles.home}>
      <HomeBackdrop />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <HomeHero
          title={t('homeTitle')}
          subtitle={t('homeSubtitle')}
          description={t('homeDescription')}
          getStarted={{ text: t('homeGetStarted'), href: quickStart }}
          github={{ text: 'GitHub', href: RSLIB_REPO }}
        />
        <Landing />
      </main>
      <HomeFooter />
    </div>
  );
}

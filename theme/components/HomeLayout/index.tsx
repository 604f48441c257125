import { HomeBackground, HomeFeature, HomeFooter, HomeHero } from '@rspress/core/theme';
import {
  type HomeLayoutProps,
  HomeLayout as OriginalHomeLayout,
} from '@rspress/core/theme-original';
import { RstackLanding } from '../RstackLanding';
import { MAIN_CONTENT_ID } from '../SkipLink';

/**
 * Rspress's home layout, with the hero, features and the Rstack landing block in a `main`
 * landmark (Rspress's has none) and the footer after it.
 */
export function HomeLayout(props: HomeLayoutProps) {
  if (import.meta.env.SSG_MD) return <OriginalHomeLayout {...props} />;
  const { beforeHero, afterHero, beforeFeatures, afterFeatures } = props;
  return (
    <>
      <HomeBackground />
      <main id={MAIN_CONTENT_ID} className="rslib-home">
        {beforeHero}
        <HomeHero
          beforeHeroActions={props.beforeHeroActions}
          afterHeroActions={props.afterHeroActions}
        />
        {afterHero}
        {beforeFeatures}
        <HomeFeature />
        <RstackLanding />
        {afterFeatures}
      </main>
      <HomeFooter />
    </>
  );
}

import { useFrontmatter, useI18n } from '@rspress/core/runtime';
import { HomeBackground, HomeFeature, HomeFooter, HomeHero } from '@rspress/core/theme';
import type { HomeLayoutProps } from '@rspress/core/theme-original';
import type { UI_TEXT } from '#shared/i18n';
import { landingCards } from '#shared/tools';
import { homeMarkdown } from '#shared/twin-markdown';
import { useUiLanguage } from '../../logic/useUiLanguage';
import { RstackLanding } from '../RstackLanding';
import { MAIN_CONTENT_ID } from '../SkipLink';

/** The page's Markdown twin: what the layout below shows (src/shared/twin-markdown.ts). */
function HomeMarkdown() {
  const { frontmatter } = useFrontmatter();
  const t = useI18n<typeof UI_TEXT>();
  const lang = useUiLanguage();
  const { hero, features } = frontmatter;
  const markdown = homeMarkdown({
    hero,
    features,
    landing: {
      heading: t('landing.heading'),
      intro: t('landing.intro'),
      cards: landingCards(lang),
    },
  });
  return <>{markdown}</>;
}

/**
 * Rspress's home layout, with the hero, features and the Rstack landing block in a `main`
 * landmark (Rspress's has none) and the footer after it.
 */
export function HomeLayout(props: HomeLayoutProps) {
  if (import.meta.env.SSG_MD) return <HomeMarkdown />;
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

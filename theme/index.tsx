// The site's theme: Rspress's own, with our components in place of the ones we override.
import { useLocation } from '@rspress/core/runtime';
import { type LayoutProps, Layout as OriginalLayout } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { settleNavigation } from '../src/stale-build';
import { applyHiddenParts, hiddenPartsFromQuery } from '../src/ui-switch';
import { BackToTop } from './components/BackToTop';
import { SkipLink } from './components/SkipLink';
import { StaleBuildBoundary } from './components/StaleBuildBoundary';
import { ToolSwitcher } from './components/ToolSwitcher';
import { useHideNavbar } from './logic/useHideNavbar';
import { useHydratedPageData } from './logic/useHydratedPageData';
import { useHydrationSignal } from './logic/useHydrationSignal';
import { usePageDescriptionMeta } from './logic/usePageDescriptionMeta';
import './styles/index.css';
import './styles/print.css';

export * from '@rspress/core/theme-original';
// Rspress's copy helper, in the page's language when it falls back to a prompt (src/clipboard.ts).
export { copyToClipboard } from '../src/clipboard';
export { CodeBlock } from './components/CodeBlock';
export { LlmsCopyButton } from './components/CopyMarkdown';
export { FallbackHeading } from './components/FallbackHeading';
export { HomeFeature } from './components/HomeFeature';
export { HomeFooter } from './components/HomeFooter';
export { HomeHero } from './components/HomeHero';
export { HomeLayout } from './components/HomeLayout';
export { Link } from './components/Link';
export { getCustomMDXComponent } from './components/MdxComponents';
export { Nav } from './components/Nav';
export { NavHamburger } from './components/NavHamburger';
export { NavTitle } from './components/NavTitle';
export { NotFoundLayout } from './components/NotFound';
export { LlmsViewOptions } from './components/OpenMenu';
export { LlmsCopyRow, LlmsOpenRow } from './components/OutlineLlmsRows';
export { Overview } from './components/Overview';
export { PackageManagerTabs } from './components/PackageManagerTabs';
export { Search } from './components/Search';
export { SocialLinks } from './components/SocialLinks';
export { SwitchAppearance } from './components/SwitchAppearance';
export { Toc } from './components/Toc';
export { useScrollReset } from './logic/useScrollReset';

/**
 * Rspress's layout, with the skip link first, the Rstack tool switcher after the logo and the
 * back-to-top button, inside a boundary that loads a page in full when its code is gone after a
 * deploy.
 * Parts hidden by query parameters follow navigation inside the site too (the inline script in
 * theme/template.html covers the first paint).
 */
export function Layout(props: LayoutProps) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    applyHiddenParts(document.documentElement, hiddenPartsFromQuery(search));
  }, [search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes, which it reads from `window`.
  useEffect(() => {
    settleNavigation(window.location.href);
  }, [pathname, search]);
  useHideNavbar();
  usePageDescriptionMeta();
  useHydratedPageData();
  useHydrationSignal();
  return (
    <StaleBuildBoundary>
      <OriginalLayout
        top={<SkipLink />}
        afterNavTitle={<ToolSwitcher />}
        bottom={<BackToTop />}
        {...props}
      />
    </StaleBuildBoundary>
  );
}

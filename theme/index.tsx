// The site's theme: Rspress's own, with our components in place of the ones we override.
import { useLocation } from '@rspress/core/runtime';
import { type LayoutProps, Layout as OriginalLayout } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { applyHiddenParts, hiddenPartsFromQuery } from '../src/ui-switch';
import { BackToTop } from './components/BackToTop';
import { RstackLanding } from './components/RstackLanding';
import { ToolSwitcher } from './components/ToolSwitcher';
import { useHideNavbar } from './logic/useHideNavbar';
import './styles/index.css';

export * from '@rspress/core/theme-original';
export { LlmsCopyButton } from './components/CopyMarkdown';
export { HomeFooter } from './components/HomeFooter';
export { HomeHero } from './components/HomeHero';
export { NotFoundLayout } from './components/NotFound';
export { LlmsViewOptions } from './components/OpenMenu';
export { Overview } from './components/Overview';
export { PackageManagerTabs } from './components/PackageManagerTabs';
export { Search } from './components/Search';
export { SwitchAppearance } from './components/SwitchAppearance';
export { useScrollReset } from './logic/useScrollReset';

/**
 * Rspress's layout, with the Rstack tool switcher after the logo and the landing block on home.
 * Parts hidden by query parameters follow navigation inside the site too (the inline script in
 * theme/template.html covers the first paint).
 */
export function Layout(props: LayoutProps) {
  const { search } = useLocation();
  useEffect(() => {
    applyHiddenParts(document.documentElement, hiddenPartsFromQuery(search));
  }, [search]);
  useHideNavbar();
  return (
    <OriginalLayout
      afterNavTitle={<ToolSwitcher />}
      afterFeatures={<RstackLanding />}
      bottom={<BackToTop />}
      {...props}
    />
  );
}

import { useLocation } from '@rspress/core/runtime';
import { type LayoutProps, Layout as OriginalLayout } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { applyHiddenParts, hiddenPartsFromQuery } from '#shared/ui-switch';
import { useHideNavbar } from '../../logic/useHideNavbar';
import { useHydratedPageData } from '../../logic/useHydratedPageData';
import { useHydrationSignal } from '../../logic/useHydrationSignal';
import { usePageDescriptionMeta } from '../../logic/usePageDescriptionMeta';
// After Rspress's layout and everything it imports, so that the site's colours and overrides of
// Rspress's classes come later in the stylesheet and win at the same specificity.
import '../../styles/index.css';
import '../../styles/print.css';
import { BackToTop } from '../BackToTop';
import { SkipLink } from '../SkipLink';
import { StaleBuildRecovery } from '../StaleBuildBoundary';
import { ToolSwitcher } from '../ToolSwitcher';

/**
 * Rspress's layout, with the skip link first, the Rstack tool switcher after the logo and the
 * back-to-top button, inside a boundary that loads a page in full when its code is gone after a
 * deploy.
 * Parts hidden by query parameters follow navigation inside the site too (the inline script in
 * theme/template.html covers the first paint).
 */
export function Layout(props: LayoutProps) {
  const { search } = useLocation();
  useEffect(() => {
    applyHiddenParts(document.documentElement, hiddenPartsFromQuery(search));
  }, [search]);
  useHideNavbar();
  usePageDescriptionMeta();
  useHydratedPageData();
  useHydrationSignal();
  return (
    <StaleBuildRecovery>
      <OriginalLayout
        top={<SkipLink />}
        afterNavTitle={<ToolSwitcher />}
        bottom={<BackToTop />}
        {...props}
      />
    </StaleBuildRecovery>
  );
}

// The site's theme: Rspress's own, with our components in place of the ones we override
// (theme/README.md says which, in what form, and why). Only re-exports live here; the site's
// stylesheets come with the Layout.
export * from '@rspress/core/theme-original';

// Rspress's copy helper, in the page's language when it falls back to a prompt (src/client/clipboard.ts).
export { copyToClipboard } from '#client/clipboard';
export { CodeBlock } from './components/CodeBlock';
export { FallbackHeading } from './components/FallbackHeading';
export { getCustomMDXComponent } from './components/getCustomMDXComponent';
export { HomeFooter } from './components/HomeFooter';
export { HomeHero } from './components/HomeHero';
export { HomeLayout } from './components/HomeLayout';
export { Layout } from './components/Layout';
export { Link } from './components/Link';
export { LlmsViewOptions } from './components/LlmsViewOptions';
export { NavHamburger } from './components/NavHamburger';
export { NavLangs, NavMenu, NavVersions } from './components/NavMenu';
export { NavScreenLangs, NavScreenVersions } from './components/NavScreenLangs';
export {
  NoOutlineLlmsRow as LlmsCopyRow,
  NoOutlineLlmsRow as LlmsOpenRow,
} from './components/NoOutlineLlmsRow';
export { NotFoundLayout } from './components/NotFoundLayout';
export { Overview } from './components/Overview';
export { PackageManagerTabs } from './components/PackageManagerTabs';
export { Search } from './components/Search';
export { SocialLinks } from './components/SocialLinks';
export { SwitchAppearance } from './components/SwitchAppearance';
// The phone menu and the phone sidebar lock the page's scrolling with it (patched NavScreen and useSidebarMenu).
export { useBodyScrollLock } from './logic/useBodyScrollLock';
export { useScrollReset } from './logic/useScrollReset';

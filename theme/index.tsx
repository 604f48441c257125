// The site's theme: Rspress's own, with our components in place of the ones we override.
export * from '@rspress/core/theme-original';
export { PackageManagerTabs } from './components/PackageManagerTabs';

import type { NavProps } from '@rspress/core/theme';
import { NavScreen } from '@rspress/core/theme';

export type NavItemsSlots = Pick<
  NavProps,
  'beforeLeftNavItems' | 'afterLeftNavItems' | 'beforeRightNavItems' | 'afterRightNavItems'
>;

/**
 * Rspress's full-screen menu, open. A chunk of its own: it renders only while open, so it never
 * adds to a page's first load. Its language and version rows are ours (NavScreen folder).
 */
export function PhoneMenu({ close, ...slots }: NavItemsSlots & { close: () => void }) {
  return <NavScreen isScreenOpen toggleScreen={close} {...slots} />;
}

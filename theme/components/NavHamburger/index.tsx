import { useI18n, useLocation, useSite } from '@rspress/core/runtime';
import { IconSmallMenu, SocialLinks, SvgWrapper, SwitchAppearance } from '@rspress/core/theme';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { hasAppearanceSwitch } from '#shared/appearance';
import { MOBILE_NAV_MIN_CLOSE_WIDTH } from '#shared/constants';
import type { UI_TEXT } from '#shared/i18n';
import { useEscapeKey } from '../../logic/useEscapeKey';
import { useHoverDisclosure } from '../../logic/useHoverDisclosure';
import { NavLangs, NavVersions } from '../NavMenu';
import './index.css';
import type { NavItemsSlots } from './PhoneMenu';

// The full-screen menu is fetched when the reader heads for its button; it is never in the
// server HTML (it renders only while open), so its chunk cannot take anything off the screen.
const loadPhoneMenu = () => import(/* webpackChunkName: "nav-screen" */ './PhoneMenu');
const PhoneMenu = lazy(() => loadPhoneMenu().then((module) => ({ default: module.PhoneMenu })));

/**
 * Open state of the full-screen menu: it closes on a route change, on Escape, and when the
 * window grows to 768 px or wider, where the bar shows everything.
 */
function useNavScreenState() {
  const { pathname, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes whenever the route changes.
  useEffect(close, [pathname, hash]);
  useEffect(() => {
    if (!open) return;
    const onResize = () => {
      if (window.innerWidth >= MOBILE_NAV_MIN_CLOSE_WIDTH) close();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open, close]);
  useEscapeKey(open, close);
  return { open, toggle: () => setOpen(!open), close };
}

/**
 * The menu of a medium-width window (769 to 1280 px): appearance, languages, versions and social
 * links in a popup that the button discloses (Rspress nested its popup inside its button).
 */
function MediumMenu({ label }: { label: string }) {
  const { site } = useSite();
  const { open, popupId, rootProps, buttonProps } = useHoverDisclosure<HTMLDivElement>();
  return (
    <div className="rslib-nav-hamburger__md-menu" {...rootProps}>
      <button
        type="button"
        aria-label={label}
        className={`rp-nav-hamburger rp-nav-hamburger__md${open ? ' rp-nav-hamburger--active' : ''}`}
        {...buttonProps}
      >
        <SvgWrapper icon={IconSmallMenu} aria-hidden="true" />
      </button>
      <div
        id={popupId}
        className={`rp-hover-group rp-hover-group--right${open ? '' : ' rp-hover-group--hidden'}`}
      >
        <div className="rp-nav-hamburger__md__hover-group">
          {hasAppearanceSwitch(site.themeConfig.darkMode) ? <SwitchAppearance /> : null}
          <NavLangs />
          <NavVersions />
          <SocialLinks />
        </div>
      </div>
    </div>
  );
}

/**
 * The hamburger buttons: the small-window one opens the full-screen menu (a navigation landmark),
 * the medium-window one a popup. Both are named and say whether what they open is open.
 */
export function NavHamburger(slots: NavItemsSlots) {
  const t = useI18n<typeof UI_TEXT>();
  const screen = useNavScreenState();
  const label = t('navMenu.label');
  return (
    <>
      {screen.open &&
        createPortal(
          <nav aria-label={label}>
            <Suspense fallback={null}>
              <PhoneMenu close={screen.close} {...slots} />
            </Suspense>
          </nav>,
          document.getElementById('__rspress_modal_container') ?? document.body,
        )}
      <button
        type="button"
        onClick={screen.toggle}
        onPointerDown={() => void loadPhoneMenu()}
        onFocus={() => void loadPhoneMenu()}
        aria-label={label}
        aria-expanded={screen.open}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${screen.open ? ' rp-nav-hamburger--active' : ''}`}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} aria-hidden="true" />
      </button>
      <MediumMenu label={label} />
    </>
  );
}

import type { NavItemsSlots } from '@rspress/core/dist/theme/components/Nav/index.js';
import { NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { useNavScreen } from '@rspress/core/dist/theme/components/NavHamburger/useNavScreen.js';
import { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
import { useI18n } from '@rspress/core/runtime';
import { IconSmallMenu, SocialLinks, SvgWrapper } from '@rspress/core/theme';
import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import type { UI_TEXT } from '../../../src/i18n';
import { useHoverDisclosure } from '../../logic/useHoverDisclosure';
import { NavScreenLanguages } from './NavScreenLanguages';
// Rspress's own rules for both buttons and the popup, kept with their markup.
import '@rspress/core/dist/theme/components/HoverGroup/index.css';
import '@rspress/core/dist/theme/components/NavHamburger/index.css';
import './index.css';

// The full-screen nav of a small window is fetched when the reader heads for its button.
const loadNavScreen = () =>
  import(
    /* webpackChunkName: "nav-screen" */ '@rspress/core/dist/theme/components/NavScreen/index.js'
  );
const NavScreen = lazy(() => loadNavScreen().then((module) => ({ default: module.NavScreen })));

/** Rspress's divider between the rows of a nav menu. */
function NavScreenDivider() {
  return <div className="rp-nav-screen-divider" />;
}

/**
 * The menu of a medium-width window (769 to 1280 px): appearance, versions, languages and
 * social links in a popup. Rspress put the popup inside its button (a button in a button, whose
 * links no keyboard reaches); here the button discloses it, and hover still opens it.
 */
function MediumMenu({ label }: { label: string }) {
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
        <div className="rp-nav-menu__others-mobile__container">
          <div className="rp-nav-hamburger__md__hover-group">
            <NavScreenAppearance />
            <NavVersions />
            <NavScreenLanguages />
            <NavScreenDivider />
            <SocialLinks />
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * Rspress's hamburger buttons: the small-window one opens the full-screen nav (a navigation
 * landmark here), the medium-window one a popup. Both are named, say whether what they open is
 * open, and are not nested.
 */
export function NavHamburger(props: NavItemsSlots) {
  const t = useI18n<typeof UI_TEXT>();
  const { isScreenOpen, toggleScreen } = useNavScreen();
  const label = t('navMenu.label');
  return (
    <>
      {isScreenOpen &&
        createPortal(
          <nav aria-label={label}>
            <Suspense fallback={null}>
              <NavScreen {...props} isScreenOpen={isScreenOpen} toggleScreen={toggleScreen} />
            </Suspense>
          </nav>,
          document.getElementById('__rspress_modal_container') ?? document.body,
        )}
      <button
        type="button"
        onClick={toggleScreen}
        onPointerDown={() => void loadNavScreen()}
        onFocus={() => void loadNavScreen()}
        aria-label={label}
        aria-expanded={isScreenOpen}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${isScreenOpen ? ' rp-nav-hamburger--active' : ''}`}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} aria-hidden="true" />
      </button>
      <MediumMenu label={label} />
    </>
  );
}

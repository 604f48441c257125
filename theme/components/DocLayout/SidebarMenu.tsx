import { useFrontmatter, useI18n, useLocation } from '@rspress/core/runtime';
import {
  IconArrowRight,
  IconMenu,
  ReadPercent,
  renderInlineMarkdown,
  SvgWrapper,
  useActiveAnchor,
  useDynamicToc,
} from '@rspress/core/theme';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { UI_TEXT } from '../../../src/shared/i18n';
import { useEscapeKey } from '../../logic/useEscapeKey';
import { useScrollLock } from '../../logic/useScrollLock';

export interface SidebarMenuState {
  isSidebarOpen: boolean;
  isOutlineOpen: boolean;
  setSidebarOpen: (open: boolean) => void;
  setOutlineOpen: (open: boolean) => void;
  barRef: RefObject<HTMLDivElement | null>;
  sidebarRef: RefObject<HTMLElement | null>;
  outlineRef: RefObject<HTMLElement | null>;
}

/**
 * Whether the phone sidebar and the outline popup are open. A press outside the bar and the
 * panel it opened closes that panel, as in Rspress; the page does not scroll under the sidebar.
 */
export function useSidebarMenuState(): SidebarMenuState {
  const [isSidebarOpen, setSidebarOpen] = useState(false);
  const [isOutlineOpen, setOutlineOpen] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  const outlineRef = useRef<HTMLElement>(null);
  useScrollLock(isSidebarOpen);
  useEffect(() => {
    if (!isSidebarOpen && !isOutlineOpen) return;
    const onPress = (event: Event) => {
      const target = event.target as Node;
      if (barRef.current?.contains(target)) return;
      if (!sidebarRef.current?.contains(target)) setSidebarOpen(false);
      if (!outlineRef.current?.contains(target)) setOutlineOpen(false);
    };
    document.addEventListener('mousedown', onPress);
    document.addEventListener('touchend', onPress);
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('touchend', onPress);
    };
  }, [isSidebarOpen, isOutlineOpen]);
  return {
    isSidebarOpen,
    isOutlineOpen,
    setSidebarOpen,
    setOutlineOpen,
    barRef,
    sidebarRef,
    outlineRef,
  };
}

interface SidebarMenuProps {
  state: SidebarMenuState;
  /** Ids of the panels the two buttons open, for `aria-controls`. */
  sidebarId: string;
  outlineId: string;
  beforeOutline?: ReactNode;
  afterOutline?: ReactNode;
}

/**
 * The bar under the navbar on windows narrower than 1280 px: 'Menu' opens the sidebar, the
 * right button the outline (it shows the heading being read and how far the reader is).
 * Rspress's bar, owned with the doc layout: both buttons say whether their panel is open
 * (`aria-expanded`, `aria-controls`), and Escape closes an open panel and puts focus back on
 * its button. Navigating closes the sidebar; following an outline link closes the outline.
 */
export function SidebarMenu({
  state,
  sidebarId,
  outlineId,
  beforeOutline,
  afterOutline,
}: SidebarMenuProps) {
  const t = useI18n<typeof UI_TEXT>();
  const { pathname, hash } = useLocation();
  const headers = useDynamicToc();
  const { scrolledHeader } = useActiveAnchor(headers);
  const { frontmatter } = useFrontmatter();
  const showSidebar = (frontmatter.sidebar ?? true) === true;
  const showOutline = frontmatter.outline ?? true;
  const outlineDisabled = !beforeOutline && !afterOutline && headers.length === 0;
  const { isSidebarOpen, isOutlineOpen, setSidebarOpen, setOutlineOpen, barRef } = state;
  const sidebarButton = useRef<HTMLButtonElement>(null);
  const outlineButton = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes.
  useEffect(() => {
    setSidebarOpen(false);
  }, [pathname, setSidebarOpen]);
  useEffect(() => {
    if (hash) setOutlineOpen(false);
  }, [hash, setOutlineOpen]);
  const closeOnEscape = useCallback(() => {
    if (isSidebarOpen) {
      setSidebarOpen(false);
      sidebarButton.current?.focus();
    }
    if (isOutlineOpen) {
      setOutlineOpen(false);
      outlineButton.current?.focus();
    }
  }, [isSidebarOpen, isOutlineOpen, setSidebarOpen, setOutlineOpen]);
  useEscapeKey(isSidebarOpen || isOutlineOpen, closeOnEscape);

  return (
    <>
      <div className="rp-sidebar-menu" ref={barRef}>
        {showSidebar ? (
          <button
            ref={sidebarButton}
            type="button"
            className="rp-sidebar-menu__left"
            aria-expanded={isSidebarOpen}
            aria-controls={sidebarId}
            onClick={() => setSidebarOpen(!isSidebarOpen)}
          >
            <SvgWrapper icon={IconMenu} aria-hidden="true" />
            <span>{t('menuTitle')}</span>
          </button>
        ) : (
          <div className="rp-sidebar-menu__left" />
        )}
        {showOutline ? (
          <button
            ref={outlineButton}
            type="button"
            className="rp-sidebar-menu__right"
            disabled={outlineDisabled}
            aria-expanded={isOutlineOpen}
            aria-controls={outlineId}
            onClick={() => setOutlineOpen(!isOutlineOpen)}
          >
            {scrolledHeader?.text ? (
              <span
                className="rp-sidebar-menu__right__text rp-doc"
                {...renderInlineMarkdown(scrolledHeader.text)}
              />
            ) : (
              <span className="rp-sidebar-menu__right__text">{t('outlineTitle')}</span>
            )}
            <ReadPercent size={14} strokeWidth={2} />
            {outlineDisabled ? null : (
              <SvgWrapper
                icon={IconArrowRight}
                aria-hidden="true"
                className="rp-sidebar-menu__right__icon"
                style={{
                  transform: isOutlineOpen ? 'rotate(90deg)' : 'rotate(0deg)',
                  transition: 'transform 0.2s ease-out',
                }}
              />
            )}
          </button>
        ) : (
          <div className="rp-sidebar-menu__right" />
        )}
      </div>
      {isSidebarOpen || isOutlineOpen
        ? createPortal(
            // A backdrop for the pointer only: Escape and the buttons close from the keyboard.
            // biome-ignore lint/a11y/noStaticElementInteractions: see above.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
            <div className="rp-sidebar-menu__mask" onClick={() => setSidebarOpen(false)} />,
            document.getElementById('__rspress_modal_container') ?? document.body,
          )
        : null}
    </>
  );
}

import { useFrontmatter, useI18n } from '@rspress/core/runtime';
import {
  DocContent,
  DocFooter,
  Outline,
  Overview,
  Sidebar,
  useWatchToc,
} from '@rspress/core/theme';
import type { DocLayoutProps } from '@rspress/core/theme-original';
import { useId } from 'react';
import type { UI_TEXT } from '../../../src/i18n';
import { SidebarMenu, useSidebarMenuState } from './SidebarMenu';
import './index.css';

/**
 * Rspress's doc layout, owned for its landmarks: the sidebar and the outline are two
 * `complementary` landmarks, and Rspress leaves both unnamed (axe: landmark-unique), with empty
 * `aside` elements as spacers. Here each has a name in the page's language, the spacers are plain
 * `div`s hidden from assistive technology, and the phone bar's buttons say what they open
 * (see SidebarMenu). Same props, markup order and class names as Rspress 2.0.22's.
 */
export function DocLayout(props: DocLayoutProps) {
  const {
    beforeDocFooter,
    afterDocFooter,
    beforeDoc,
    afterDoc,
    beforeDocContent,
    afterDocContent,
    beforeOutline,
    afterOutline,
    beforeSidebar,
    afterSidebar,
    components,
  } = props;
  const t = useI18n<typeof UI_TEXT>();
  const { frontmatter } = useFrontmatter();
  const menu = useSidebarMenuState();
  const { rspressDocRef } = useWatchToc();
  const sidebarId = useId();
  const outlineId = useId();
  const isOverviewPage = frontmatter?.overview ?? false;
  const sidebar = frontmatter?.sidebar ?? true;
  const showSidebar = sidebar === true;
  const showSidebarPlaceholder = sidebar === false || sidebar === 'placeholder';
  const isLegacyPlaceholder = sidebar === 'placeholder';
  const { outline: showOutline = true, footer: showDocFooter = true, pageType } = frontmatter;
  const showSidebarMenu = showSidebar || (!isOverviewPage && showOutline);
  const content = <DocContent components={components} isOverviewPage={isOverviewPage} />;

  if (import.meta.env.SSG_MD) {
    return isOverviewPage ? <Overview content={content} /> : content;
  }

  const isDocWide = pageType === 'doc-wide';
  const spacerStyle = isDocWide ? { width: '0' } : {};
  return (
    <>
      {showSidebarMenu ? (
        <div className="rp-doc-layout__menu">
          <SidebarMenu
            state={menu}
            sidebarId={sidebarId}
            outlineId={outlineId}
            beforeOutline={beforeOutline}
            afterOutline={afterOutline}
          />
        </div>
      ) : null}
      {beforeDoc}
      <div
        className={[
          'rp-doc-layout__container',
          showSidebarMenu ? '' : 'rp-doc-layout__container--no-menu',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {showSidebar ? (
          <aside
            id={sidebarId}
            aria-label={t('sidebar.label')}
            className={[
              'rp-doc-layout__sidebar',
              menu.isSidebarOpen ? 'rp-doc-layout__sidebar--open' : '',
              'rp-scrollbar',
            ]
              .filter(Boolean)
              .join(' ')}
            ref={menu.sidebarRef}
          >
            {beforeSidebar}
            <Sidebar />
            {afterSidebar}
          </aside>
        ) : showSidebarPlaceholder ? (
          <div
            aria-hidden="true"
            className={[
              'rp-doc-layout__sidebar-placeholder',
              isLegacyPlaceholder ? 'rp-doc-layout__sidebar-placeholder--legacy' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            style={spacerStyle}
          />
        ) : null}
        {isOverviewPage ? (
          <main className="rp-doc-layout__overview">
            {beforeDocContent}
            <Overview content={content} />
            {afterDocContent}
          </main>
        ) : (
          <div className={`rp-doc-layout__doc${isDocWide ? ' rp-doc-layout__doc--wide' : ''}`}>
            <main className="rp-doc-layout__doc-container">
              {beforeDocContent}
              <div className="rp-doc rspress-doc" ref={rspressDocRef}>
                {content}
              </div>
              {afterDocContent}
              {beforeDocFooter}
              {showDocFooter ? <DocFooter /> : null}
              {afterDocFooter}
            </main>
          </div>
        )}
        {isOverviewPage ? null : showOutline ? (
          <aside
            id={outlineId}
            aria-label={t('outline.label')}
            className={[
              'rp-doc-layout__outline',
              menu.isOutlineOpen ? 'rp-doc-layout__outline--open' : '',
              'rp-scrollbar',
            ]
              .filter(Boolean)
              .join(' ')}
            ref={menu.outlineRef}
          >
            {beforeOutline}
            <Outline />
            {afterOutline}
          </aside>
        ) : (
          <div
            aria-hidden="true"
            className="rp-doc-layout__outline-placeholder"
            style={spacerStyle}
          />
        )}
      </div>
      {afterDoc}
    </>
  );
}

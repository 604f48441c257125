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
import { type ReactNode, type RefObject, useId } from 'react';
import { classNames } from '../../../src/shared/class-names';
import type { UI_TEXT } from '../../../src/shared/i18n';
import { MAIN_CONTENT_ID } from '../SkipLink';
import { SidebarMenu, useSidebarMenuState } from './SidebarMenu';
import './index.css';

/**
 * The page's content, watched for headings by Rspress's `useWatchToc` (the outline follows
 * headings that appear later). The hook keeps the element in state, set from its ref as the page
 * hydrates. Called here rather than in `DocLayout`, that update renders only this `div`, whose
 * children React reuses as they are, instead of the whole layout and page a second time in one
 * task nothing can interrupt.
 */
function WatchedDoc({ children }: { children: ReactNode }) {
  const { rspressDocRef } = useWatchToc();
  return (
    <div className="rp-doc rspress-doc" ref={rspressDocRef}>
      {children}
    </div>
  );
}

interface PanelProps {
  id: string;
  label: string;
  /** `rp-doc-layout__sidebar` or `rp-doc-layout__outline`; `--open` is added while open. */
  block: string;
  open: boolean;
  panelRef: RefObject<HTMLElement | null>;
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}

/** The sidebar or the outline: a named `complementary` landmark that the phone bar opens. */
function Panel({ id, label, block, open, panelRef, before, after, children }: PanelProps) {
  return (
    <aside
      id={id}
      aria-label={label}
      className={classNames(block, open && `${block}--open`, 'rp-scrollbar')}
      ref={panelRef}
    >
      {before}
      {children}
      {after}
    </aside>
  );
}

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
        className={classNames(
          'rp-doc-layout__container',
          !showSidebarMenu && 'rp-doc-layout__container--no-menu',
        )}
      >
        {showSidebar ? (
          <Panel
            id={sidebarId}
            label={t('sidebar.label')}
            block="rp-doc-layout__sidebar"
            open={menu.isSidebarOpen}
            panelRef={menu.sidebarRef}
            before={beforeSidebar}
            after={afterSidebar}
          >
            <Sidebar />
          </Panel>
        ) : showSidebarPlaceholder ? (
          <div
            aria-hidden="true"
            className={classNames(
              'rp-doc-layout__sidebar-placeholder',
              isLegacyPlaceholder && 'rp-doc-layout__sidebar-placeholder--legacy',
            )}
            style={spacerStyle}
          />
        ) : null}
        {isOverviewPage ? (
          <main id={MAIN_CONTENT_ID} className="rp-doc-layout__overview">
            {beforeDocContent}
            <Overview content={content} />
            {afterDocContent}
          </main>
        ) : (
          <div
            className={classNames('rp-doc-layout__doc', isDocWide && 'rp-doc-layout__doc--wide')}
          >
            <main id={MAIN_CONTENT_ID} className="rp-doc-layout__doc-container">
              {beforeDocContent}
              <WatchedDoc>{content}</WatchedDoc>
              {afterDocContent}
              {beforeDocFooter}
              {showDocFooter ? <DocFooter /> : null}
              {afterDocFooter}
            </main>
          </div>
        )}
        {isOverviewPage ? null : showOutline ? (
          <Panel
            id={outlineId}
            label={t('outline.label')}
            block="rp-doc-layout__outline"
            open={menu.isOutlineOpen}
            panelRef={menu.outlineRef}
            before={beforeOutline}
            after={afterOutline}
          >
            <Outline />
          </Panel>
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

import type {
  NormalizedSidebarGroup,
  SidebarData,
  SidebarItem as SidebarItemData,
} from '@rspress/core';
import { useActiveMatcher, useI18n } from '@rspress/core/runtime';
import {
  IconArrowRight,
  renderInlineMarkdown,
  SvgWrapper,
  Tag,
} from '@rspress/core/theme-original';
import { type ReactNode, useEffect, useId, useRef, useTransition } from 'react';
import { classNames } from '../../../src/shared/class-names';
import type { UI_TEXT } from '../../../src/shared/i18n';
import {
  childKey,
  type Folds,
  type GroupKey,
  isCollapsed,
} from '../../../src/shared/sidebar-folds';
import { useSidebarFolds } from '../../logic/useSidebarFolds';
import { Link } from '../Link';
import './index.css';

type SidebarEntry = SidebarData[number];
type Toggle = ReturnType<typeof useSidebarFolds>['toggle'];

/** What every level of the sidebar passes down: the folds and how to change them. */
interface FoldProps {
  folds: Folds;
  toggle: Toggle;
}

const isDivider = (entry: SidebarEntry) => 'dividerType' in entry;
const isSectionHeader = (entry: SidebarEntry) => 'sectionHeaderText' in entry;
const isGroup = (entry: SidebarEntry): entry is NormalizedSidebarGroup =>
  'items' in entry && Array.isArray(entry.items);

const indent = (depth: number) => (depth === 0 ? '12px' : `calc(12px * ${depth} + 12px)`);

/** Scrolls the sidebar (never the page) so that `element` shows, centred, when it is out of view. */
function revealInSidebar(element: HTMLElement) {
  const sidebar = element.closest<HTMLElement>('.rp-doc-layout__sidebar');
  if (!sidebar) return;
  const item = element.getBoundingClientRect();
  const box = sidebar.getBoundingClientRect();
  if (item.top >= box.top && item.bottom <= box.bottom) return;
  sidebar.scrollTop += item.top - box.top - (box.height - item.height) / 2;
}

/** An item's icon and text, then its tag and `right` (a group's arrow). */
function ItemContent({
  item,
  right,
}: {
  item: Pick<SidebarItemData, 'icon' | 'text' | 'tag'>;
  right?: ReactNode;
}) {
  return (
    <>
      <span className="rp-sidebar-item__left">
        {item.icon && <SvgWrapper icon={item.icon} className="rp-sidebar-item__icon" />}
        <span className="rp-doc" {...renderInlineMarkdown(item.text)} />
      </span>
      <span className="rp-sidebar-item__right">
        <Tag tag={item.tag} />
        {right}
      </span>
    </>
  );
}

function itemClass(active: boolean, ...extra: (string | false | undefined)[]) {
  return classNames('rp-sidebar-item', active && 'rp-sidebar-item--active', ...extra);
}

function SidebarLink({ item, depth }: { item: SidebarItemData; depth: number }) {
  const activeMatcher = useActiveMatcher();
  const active = Boolean(item.link && activeMatcher(item.link));
  const [pending, startTransition] = useTransition();
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active && ref.current) revealInSidebar(ref.current);
  }, [active]);
  return (
    <Link
      ref={ref}
      href={item.link}
      startTransition={startTransition}
      className={itemClass(
        active,
        pending && 'rp-sidebar-item--pending',
        depth > 0 && 'rp-sidebar-item--group-item',
      )}
      style={{ paddingLeft: indent(depth) }}
      data-depth={depth}
      {...(item.context ? { 'data-context': item.context } : {})}
    >
      <ItemContent item={item} />
    </Link>
  );
}

const CollapseArrow = ({ collapsed }: { collapsed: boolean }) => (
  <SvgWrapper
    icon={IconArrowRight}
    className="rp-sidebar-group__arrow"
    style={{ transform: collapsed ? 'rotate(0deg)' : 'rotate(90deg)' }}
  />
);

/**
 * A group: its label is a button that folds the pages under it (`aria-expanded`), or, for a group
 * with a page of its own, a link beside such a button. Folded pages are inert, so Tab skips them.
 */
function SidebarGroup({
  item,
  groupKey,
  depth,
  folds,
  toggle: toggleGroup,
}: FoldProps & {
  item: NormalizedSidebarGroup;
  groupKey: GroupKey;
  depth: number;
}) {
  const t = useI18n<typeof UI_TEXT>();
  const activeMatcher = useActiveMatcher();
  const active = Boolean(item.link && activeMatcher(item.link));
  const { collapsible = true } = item;
  const collapsed = isCollapsed(folds, groupKey, item);
  const itemsId = useId();

  const toggle = () => toggleGroup(groupKey, item);

  const className = itemClass(
    active,
    'rp-sidebar-group',
    depth > 0 && 'rp-sidebar-item--group-item',
  );
  const style = { paddingLeft: indent(depth) };
  const disclosure = { 'aria-expanded': !collapsed, 'aria-controls': itemsId };
  const label = !collapsible ? (
    <div className={className} style={style} data-depth={depth}>
      <ItemContent item={item} />
    </div>
  ) : item.link ? (
    <div className={`${className} rp-sidebar-group--linked`} style={style} data-depth={depth}>
      <Link href={item.link} className="rp-sidebar-group__link">
        <ItemContent item={item} />
      </Link>
      <button
        type="button"
        className="rp-sidebar-group__toggle"
        aria-label={t('sidebar.toggleGroup', { group: item.text })}
        onClick={toggle}
        {...disclosure}
      >
        <CollapseArrow collapsed={collapsed} />
      </button>
    </div>
  ) : (
    <button
      type="button"
      className={className}
      style={style}
      data-depth={depth}
      onClick={toggle}
      {...disclosure}
    >
      <ItemContent item={item} right={<CollapseArrow collapsed={collapsed} />} />
    </button>
  );

  return (
    <>
      {label}
      <div
        id={itemsId}
        className={`rp-sidebar-group__items${collapsed ? ' rp-sidebar-group__items--collapsed' : ''}`}
        inert={collapsed}
      >
        <div className="rp-sidebar-group__items-inner">
          <SidebarEntries
            entries={item.items}
            parentKey={groupKey}
            depth={depth + 1}
            folds={folds}
            toggle={toggleGroup}
          />
        </div>
      </div>
    </>
  );
}

function SidebarEntries({
  entries,
  parentKey,
  depth,
  folds,
  toggle,
}: FoldProps & {
  entries: SidebarEntry[];
  parentKey?: GroupKey;
  depth: number;
}) {
  return entries.map((entry, index) => {
    const key = `${'text' in entry ? entry.text : ''}-${index}`;
    if (isDivider(entry)) {
      return (
        <div
          key={key}
          className={
            entry.dividerType === 'dashed' ? 'rp-sidebar-divider--dashed' : 'rp-sidebar-divider'
          }
          style={{ paddingLeft: indent(depth) }}
        />
      );
    }
    if (isSectionHeader(entry)) {
      return (
        <div key={key} className="rp-sidebar-section-header">
          <span className="rp-sidebar-section-header__left">
            {entry.icon && (
              <SvgWrapper icon={entry.icon} className="rp-sidebar-section-header__icon" />
            )}
            <span {...renderInlineMarkdown(entry.sectionHeaderText)} />
          </span>
          <span className="rp-sidebar-section-header__right">
            <Tag tag={entry.tag} />
          </span>
        </div>
      );
    }
    if (isGroup(entry)) {
      return (
        <SidebarGroup
          key={key}
          item={entry}
          groupKey={childKey(parentKey, index)}
          depth={depth}
          folds={folds}
          toggle={toggle}
        />
      );
    }
    return <SidebarLink key={key} item={entry} depth={depth} />;
  });
}

/**
 * Rspress's sidebar, owned so that group labels are buttons a keyboard reaches (the stock ones are
 * clickable `div`s). Same class names and the same sidebar data; the folds are ours
 * (useSidebarFolds), so the sidebar does not render again once hydrated.
 */
export function Sidebar() {
  const { entries, folds, toggle } = useSidebarFolds();
  return <SidebarEntries entries={entries} depth={0} folds={folds} toggle={toggle} />;
}

import { describe, expect, it } from 'vitest';
import {
  activeGroupKeys,
  type FoldNode,
  type Folds,
  isCollapsed,
  toggle,
  unfoldActive,
} from '../../src/shared/sidebar-folds';

const SIDEBAR: FoldNode[] = [
  { sectionHeaderText: 'Guide' },
  {
    text: 'Start',
    collapsed: true,
    items: [
      { text: 'Introduction', link: '/guide/start/' },
      { text: 'Quick start', link: '/guide/start/quick-start' },
    ],
  },
  { dividerType: 'solid' },
  {
    text: 'Basic',
    items: [
      { text: 'CLI', link: '/guide/basic/cli' },
      {
        text: 'Output',
        link: '/guide/basic/output/',
        collapsed: true,
        items: [{ text: 'Formats', link: '/guide/basic/output/formats' }],
      },
    ],
  },
];

const at = (path: string) => (link: string) => link === path;

describe('activeGroupKeys', () => {
  it('names each group on the way to the current page, by position', () => {
    expect(activeGroupKeys(SIDEBAR, at('/guide/basic/output/formats'))).toEqual(['3', '3.1']);
    expect(activeGroupKeys(SIDEBAR, at('/guide/start/quick-start'))).toEqual(['1']);
  });

  it('counts a group whose own link is the current page', () => {
    expect(activeGroupKeys(SIDEBAR, at('/guide/basic/output/'))).toEqual(['3', '3.1']);
  });

  it('names nothing on a page the sidebar does not list', () => {
    expect(activeGroupKeys(SIDEBAR, at('/blog/'))).toEqual([]);
  });
});

describe('folds', () => {
  const none: Folds = new Map();

  it('follow the config until someone says otherwise', () => {
    expect(isCollapsed(none, '1', { collapsed: true })).toBe(true);
    expect(isCollapsed(none, '3', {})).toBe(false);
  });

  it('open the groups that hold the page shown, folded in the config or not', () => {
    const folds = unfoldActive(none, SIDEBAR, at('/guide/basic/output/formats'));
    expect(isCollapsed(folds, '3.1', { collapsed: true })).toBe(false);
    expect(isCollapsed(folds, '1', { collapsed: true })).toBe(true);
  });

  it("keep the reader's choices through a navigation, except where the new page is", () => {
    let folds = toggle(none, '3', {});
    folds = toggle(folds, '1', { collapsed: true });
    expect(isCollapsed(folds, '3', {})).toBe(true);
    expect(isCollapsed(folds, '1', { collapsed: true })).toBe(false);

    folds = unfoldActive(folds, SIDEBAR, at('/guide/basic/cli'));
    expect(isCollapsed(folds, '3', {})).toBe(false);
    expect(isCollapsed(folds, '1', { collapsed: true })).toBe(false);
  });

  it('are the same map when a navigation changes nothing, and never change the one given', () => {
    const folds = unfoldActive(none, SIDEBAR, at('/guide/start/'));
    expect(unfoldActive(folds, SIDEBAR, at('/guide/start/quick-start'))).toBe(folds);
    expect(unfoldActive(none, SIDEBAR, at('/blog/'))).toBe(none);
    toggle(folds, '1', { collapsed: true });
    expect(none.size).toBe(0);
    expect(isCollapsed(folds, '1', { collapsed: true })).toBe(false);
  });
});

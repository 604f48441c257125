/**
 * Which sidebar groups are folded. Rspress keeps this in a copy of the sidebar data that it
 * replaces once the sidebar has mounted, which renders the whole sidebar a second time in the
 * task that commits hydration. Here the sidebar data stays as the site data has it, and the
 * folds are a small map beside it, derived while rendering: the server and the first client
 * render agree, and nothing changes after hydration.
 */

/** The sidebar shapes the folds care about: groups (with `items`) and everything else. */
export type FoldNode =
  | { dividerType: string }
  | { sectionHeaderText: string }
  | { text: string; link?: string; items?: FoldNode[]; collapsed?: boolean };

/** Where a group sits: its indices from the top of the sidebar, joined (`"2.0"`). */
export type GroupKey = string;

/** The reader's and the navigation's word on each group: folded (`true`) or open. */
export type Folds = ReadonlyMap<GroupKey, boolean>;

type Group = Extract<FoldNode, { text: string }> & { items: FoldNode[] };

function isGroup(node: FoldNode): node is Group {
  return 'items' in node && Array.isArray(node.items);
}

export function childKey(parent: GroupKey | undefined, index: number): GroupKey {
  return parent === undefined ? String(index) : `${parent}.${index}`;
}

/** The keys of every group that is, or holds, a link `isActive` matches, at any depth. */
export function activeGroupKeys(
  nodes: readonly FoldNode[],
  isActive: (link: string) => boolean,
  parent?: GroupKey,
): GroupKey[] {
  return nodes.flatMap((node, index) => {
    if (!isGroup(node)) return [];
    const key = childKey(parent, index);
    const inner = activeGroupKeys(node.items, isActive, key);
    const holdsActive =
      inner.length > 0 ||
      [node, ...node.items].some((item) => 'link' in item && item.link && isActive(item.link));
    return holdsActive ? [key, ...inner] : inner;
  });
}

/**
 * The folds after a navigation: what the reader chose stays, and every group holding the page
 * now shown opens, as Rspress's own sidebar does.
 */
export function unfoldActive(
  folds: Folds,
  nodes: readonly FoldNode[],
  isActive: (link: string) => boolean,
): Folds {
  const open = activeGroupKeys(nodes, isActive).filter((key) => folds.get(key) !== false);
  if (open.length === 0) return folds;
  const next = new Map(folds);
  for (const key of open) next.set(key, false);
  return next;
}

/** Whether a group shows folded: the reader's or the navigation's word, else its config. */
export function isCollapsed(folds: Folds, key: GroupKey, group: { collapsed?: boolean }): boolean {
  return folds.get(key) ?? group.collapsed ?? false;
}

/** The folds with one group turned the other way. */
export function toggle(folds: Folds, key: GroupKey, group: { collapsed?: boolean }): Folds {
  const next = new Map(folds);
  next.set(key, !isCollapsed(folds, key, group));
  return next;
}

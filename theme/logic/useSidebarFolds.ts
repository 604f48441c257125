import type { SidebarData } from '@rspress/core';
import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import { useCallback, useState } from 'react';
import {
  type FoldNode,
  type Folds,
  type GroupKey,
  toggle as toggleFold,
  unfoldActive,
} from '../../src/shared/sidebar-folds';

interface State {
  entries: SidebarData;
  isActive: (link: string) => boolean;
  folds: Folds;
}

const fresh = (entries: SidebarData, isActive: State['isActive'], folds: Folds): State => ({
  entries,
  isActive,
  folds: unfoldActive(folds, entries as FoldNode[], isActive),
});

/**
 * The current section's sidebar and which of its groups are folded (src/shared/sidebar-folds.ts), in
 * place of Rspress's `useSidebarDynamic`. That hook sets a new copy of the sidebar in a layout
 * effect once mounted, so the whole sidebar rendered twice in the task that commits hydration.
 * Here a navigation updates the folds during the render it causes (React's way of adjusting
 * state to new props), and the first render is the one the server made.
 */
export function useSidebarFolds(): {
  entries: SidebarData;
  folds: Folds;
  toggle: (key: GroupKey, group: { collapsed?: boolean }) => void;
} {
  const entries = useSidebar();
  const isActive = useActiveMatcher();
  const [state, setState] = useState(() => fresh(entries, isActive, new Map()));
  let current = state;
  if (state.entries !== entries || state.isActive !== isActive) {
    // Another section starts from its own config; the same section keeps the reader's folds.
    current = fresh(entries, isActive, state.entries === entries ? state.folds : new Map());
    setState(current);
  }
  const toggle = useCallback(
    (key: GroupKey, group: { collapsed?: boolean }) =>
      setState((previous) => ({ ...previous, folds: toggleFold(previous.folds, key, group) })),
    [],
  );
  return { entries, folds: current.folds, toggle };
}

/**
 * A small stand-in for `scroll-into-view-if-needed`, which Rspress's sidebar and outline call to
 * bring the active item into view, aliased in rspress.config.ts: it covers the options they pass
 * (`block`/`inline: 'center'`, `behavior`, `scrollMode: 'if-needed'`, a `boundary` test) with
 * the browser's own geometry, where the package and its dependency add 1.7 kB to every page.
 * Only the scrollable ancestors up to the first one `boundary` rejects move (that one included),
 * never the window above it.
 */
export interface ScrollOptions {
  behavior?: ScrollBehavior;
  block?: ScrollLogicalPosition;
  inline?: ScrollLogicalPosition;
  scrollMode?: 'always' | 'if-needed';
  boundary?: Element | ((parent: Element) => boolean) | null;
}

export interface Span {
  start: number;
  size: number;
}

/**
 * How far a frame showing `frame` must scroll along one axis so that `target` sits where
 * `position` asks ('start', 'center', 'end' or 'nearest'); 0 when it is visible already and only
 * needs showing.
 */
export function scrollDelta(
  frame: Span,
  target: Span,
  position: ScrollLogicalPosition = 'center',
  ifNeeded = false,
): number {
  const before = target.start - frame.start;
  const after = target.start + target.size - (frame.start + frame.size);
  if (ifNeeded && before >= 0 && after <= 0) return 0;
  switch (position) {
    case 'start':
      return before;
    case 'end':
      return after;
    case 'nearest':
      return before < 0 ? before : Math.max(after, 0);
    default:
      return before - (frame.size - target.size) / 2;
  }
}

function isScrollable(element: Element): boolean {
  const { overflowX, overflowY } = getComputedStyle(element);
  const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
  return (
    (scrolls(overflowY) && element.scrollHeight > element.clientHeight) ||
    (scrolls(overflowX) && element.scrollWidth > element.clientWidth)
  );
}

function isInside(element: Element, boundary: ScrollOptions['boundary']): boolean {
  if (!boundary) return true;
  return typeof boundary === 'function' ? boundary(element) : element !== boundary;
}

export default function scrollIntoViewIfNeeded(target: Element, options: ScrollOptions = {}) {
  const { behavior = 'auto', block = 'center', inline = 'nearest' } = options;
  const ifNeeded = options.scrollMode === 'if-needed';
  let cursor: Element | null = target;
  while (cursor && isInside(cursor, options.boundary)) {
    cursor = cursor.parentElement;
    if (!cursor || cursor === document.documentElement || cursor === document.body) return;
    if (!isScrollable(cursor)) continue;
    const frame = cursor.getBoundingClientRect();
    const box = target.getBoundingClientRect();
    const top = scrollDelta(
      { start: frame.top, size: cursor.clientHeight },
      { start: box.top, size: box.height },
      block,
      ifNeeded,
    );
    const left = scrollDelta(
      { start: frame.left, size: cursor.clientWidth },
      { start: box.left, size: box.width },
      inline,
      ifNeeded,
    );
    if (top !== 0 || left !== 0) cursor.scrollBy({ top, left, behavior });
  }
}

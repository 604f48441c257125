/**
 * A deploy replaces the site's files, and with them the names of its code chunks
 * (rspress.config.ts puts them in a folder named by the build's hash). A tab still running the
 * previous build then asks for page chunks that are gone. Rspress's client-side navigation fails
 * inside a transition: in React's global one the error goes to the window and the click does
 * nothing; in a link's own (the sidebar's) React throws it into the page, which goes blank. The
 * theme catches both (theme/components/StaleBuildBoundary, theme/components/Link) and loads the
 * page in full instead, from the server's new build. This module holds the decisions, so they
 * can be tested without a browser.
 */

/** Whether an error is a failed load of a code chunk (Rspack's `ChunkLoadError`). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message))
  );
}

/** A client-side navigation under way: the address it started from and the one it goes to. */
export interface PendingNavigation {
  from: string;
  to: string;
}

let pending: PendingNavigation | undefined;

/**
 * The navigation a click on a link starts inside this tab, if any: a link to another page of
 * this site that opens in the same tab. Not a link to another host, one that opens elsewhere, or
 * one to a place on the same page.
 */
export function linkNavigation(
  link: { href: string; target?: string },
  current: string,
): PendingNavigation | undefined {
  if (link.target && link.target !== '_self') return undefined;
  let to: URL;
  let from: URL;
  try {
    to = new URL(link.href, current);
    from = new URL(current);
  } catch {
    return undefined;
  }
  if (to.origin !== from.origin) return undefined;
  if (to.pathname === from.pathname && to.search === from.search) return undefined;
  return { from: from.href, to: to.href };
}

/** Remembers the navigation a link or the search starts, for `takeNavigation`. */
export function noteNavigation(navigation: PendingNavigation | undefined): void {
  if (navigation) pending = navigation;
}

/**
 * The noted navigation a failed chunk belongs to, handed out once: the one whose page is still
 * the current address (Rspress loads the next page's code before it changes the address).
 * Nothing otherwise: then the failure came from a prefetch (Rspress loads a page's code when a
 * link is hovered), or back and forward have moved the address already.
 */
export function takeNavigation(current: string): PendingNavigation | undefined {
  const navigation = pending;
  if (!navigation || navigation.from !== current) return undefined;
  pending = undefined;
  return navigation;
}

/** Forgets the noted navigation once the address is another: that navigation is over. */
export function settleNavigation(current: string): void {
  if (pending && pending.from !== current) pending = undefined;
}

/**
 * Where to load in full after a chunk failed: the page a navigation was going to, else the
 * current address.
 */
export function fullLoadTarget(current: string, navigation: PendingNavigation | undefined): string {
  return navigation && navigation.from === current ? navigation.to : current;
}

/**
 * A link's own transition (`useTransition`), with a failed load of the next page's code handed
 * to `report` (the window's error event, where StaleBuildBoundary takes it as it does for every
 * other link) rather than thrown into the page while it renders, which React would log.
 */
export function reportingChunkFailures(
  start: (action: () => Promise<void>) => void,
  report: (error: unknown) => void = (error) => window.reportError(error),
): (action: () => unknown) => void {
  return (action) =>
    start(async () => {
      try {
        await action();
      } catch (error) {
        if (!isChunkLoadError(error)) throw error;
        report(error);
      }
    });
}

const LAST_FULL_LOAD_KEY = 'rslib-docs:stale-build-load';
/** A second failure on the same address within this time means the new build lacks it too. */
const RETRY_WINDOW_MS = 10_000;

/** The last full load recorded, or nothing for a missing, foreign or unreadable value. */
function lastFullLoad(raw: string | null): { to: string; at: number } | undefined {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (value && typeof value === 'object') {
      const { to, at } = value as { to?: unknown; at?: unknown };
      if (typeof to === 'string' && typeof at === 'number') return { to, at };
    }
  } catch {
    // Another script's value, or a cut-off write: as good as none.
  }
  return undefined;
}

/**
 * Records that `target` is about to be loaded in full, and says whether to do it: not when the
 * same address was loaded in full for this reason moments ago (its code is missing from the new
 * build too, and loading it again would loop), and not when session storage does not work (then
 * there is no way to tell). The reader is offered a link instead.
 */
export function claimFullLoad(
  storage: () => Pick<Storage, 'getItem' | 'setItem'>,
  target: string,
  now: number,
): boolean {
  try {
    const store = storage();
    const last = lastFullLoad(store.getItem(LAST_FULL_LOAD_KEY));
    if (last && last.to === target && now - last.at < RETRY_WINDOW_MS) return false;
    store.setItem(LAST_FULL_LOAD_KEY, JSON.stringify({ to: target, at: now }));
    return true;
  } catch {
    return false;
  }
}

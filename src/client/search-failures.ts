/**
 * What a search that cannot answer leaves in the console: one warning per visit, however many
 * keys are typed, and nothing else.
 *
 * DocSearch rethrows the failure it was given, and the warning has already said what happened:
 * those rejections (`toDocSearchError`) are kept out of the console. The watch starts once for
 * the life of the page, not per opening of the modal: a query still on its way when the modal
 * closes may fail after it has gone. A query whose fetch the browser cancels because the page is
 * being left is no failure at all (`watchPageLeaving`): Firefox reports a rejection then without
 * dispatching `unhandledrejection`, so the modal makes none. Firefox cancels the fetches as the
 * navigation starts, before `pagehide`, so a failure waits `SEARCH_FAILURE_GRACE_MS` for the page
 * to hide before it counts.
 */
import { SEARCH_FAILURE_GRACE_MS } from '#shared/search/constants';
import { isSearchFailure } from '#shared/search/docsearch';
import { hidesWithin, watchPageLeaving } from './page-leaving';

/**
 * Takes a failed query: false when the page is being left (nobody waits for the answer), else
 * true, having said that search cannot answer, the first time only.
 */
export type ReportSearchFailure = (error: unknown) => Promise<boolean>;

const watched = new WeakMap<EventTarget, ReportSearchFailure>();

/**
 * Starts keeping `target`'s (the window's) rejected search failures out of the console, once,
 * and gives what reports a failure with `warn`.
 */
export function watchSearchFailures(
  target: EventTarget,
  warn: (message: string) => void = (message) => console.warn(message),
  graceMs = SEARCH_FAILURE_GRACE_MS,
): ReportSearchFailure {
  const known = watched.get(target);
  if (known) return known;
  target.addEventListener('unhandledrejection', (event) => {
    if (isSearchFailure((event as PromiseRejectionEvent).reason)) event.preventDefault();
  });
  const isLeaving = watchPageLeaving(target);
  let warned = false;
  const report: ReportSearchFailure = async (error) => {
    if (isLeaving() || (await hidesWithin(target, graceMs))) return false;
    if (!warned) {
      warned = true;
      warn(`Search is unavailable: ${error instanceof Error ? error.message : String(error)}`);
    }
    return true;
  };
  watched.set(target, report);
  return report;
}

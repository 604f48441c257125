/**
 * Whether the page is being left. From `pagehide` on, the browser cancels the fetches still on
 * their way, and a query that fails then is no failure: nobody waits for its answer. A `pageshow`
 * that brings the page back from the back/forward cache puts it in use again.
 */

/** Tells whether the page is being left; `watchPageLeaving` gives one per window. */
export type PageLeaving = () => boolean;

const watched = new WeakMap<EventTarget, PageLeaving>();

/** Starts watching `target` (the window) once, and tells from then on whether it is being left. */
export function watchPageLeaving(target: EventTarget): PageLeaving {
  const known = watched.get(target);
  if (known) return known;
  let leaving = false;
  target.addEventListener('pagehide', () => {
    leaving = true;
  });
  target.addEventListener('pageshow', () => {
    leaving = false;
  });
  const isLeaving = () => leaving;
  watched.set(target, isLeaving);
  return isLeaving;
}

/** Whether `target` (the window) hides within `ms`: true at its `pagehide`, false when time is up. */
export function hidesWithin(target: EventTarget, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const hidden = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      target.removeEventListener('pagehide', hidden);
      resolve(false);
    }, ms);
    target.addEventListener('pagehide', hidden, { once: true });
  });
}

/** What a reader does before following a link: point, press, touch or move focus. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'];

/**
 * Runs `task` once, the first time the reader interacts with the page in any way, so work that
 * only later navigation needs costs nothing on a page that is merely read or measured.
 * Returns a function that cancels it.
 */
export function onFirstIntent(task: () => void, target: EventTarget = document): () => void {
  const options = { capture: true, passive: true } as const;
  const cancel = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, run, options);
  };
  function run() {
    cancel();
    task();
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, run, options);
  return cancel;
}

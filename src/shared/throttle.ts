/**
 * Calls `fn` at most once per `wait` ms: at once on the first call, then once more at the end
 * of the window if calls came in meanwhile, so the last state is never missed.
 */
export function throttle(fn: () => void, wait: number): { (): void; cancel(): void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0) run();
    else if (timer === undefined) timer = setTimeout(run, remaining);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}

/**
 * A chunk loaded on intent (the search dialog, the config-key texts): fetched once and shared by
 * every caller, but a failed fetch is not kept. A reader who was offline, or left the page while
 * it loaded (Firefox fails every script still in flight then), gets a new try on the next
 * intent, and a prefetch that fails reports nothing: there is no one to tell yet.
 */
export interface OnceLoader<T> {
  /** The value, fetched on the first call; rejects when that fetch failed. */
  (): Promise<T>;
  /** Starts the fetch ahead of need and ignores its failure. */
  prefetch(): void;
  /** Whether the value has arrived. */
  readonly ready: boolean;
}

export function loadOnce<T>(load: () => Promise<T>): OnceLoader<T> {
  let pending: Promise<T> | undefined;
  let ready = false;
  const get = () => {
    pending ??= load().then(
      (value) => {
        ready = true;
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.defineProperties(get as OnceLoader<T>, {
    prefetch: { value: () => void get().then(undefined, () => undefined) },
    ready: { get: () => ready },
  });
}

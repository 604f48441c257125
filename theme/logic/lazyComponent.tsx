import { type ComponentType, lazy, Suspense } from 'react';

export interface LazyComponent<P extends object> {
  (props: P): React.JSX.Element;
  /** Fetches the component's chunk ahead of need (for example once the page is idle). */
  preload: () => Promise<unknown>;
}

/**
 * A component that lives in its own chunk, for parts only some page types render (the home
 * layout, overviews, the 404 page). The prerendered HTML has it in full: React waits for it on
 * the server, and on the client the rest of the page hydrates while its chunk arrives.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part, at module level.
  const Component = (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
  return Object.assign(Component, { preload });
}

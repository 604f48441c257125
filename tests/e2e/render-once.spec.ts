import { expect, hydrated, test } from './fixtures';

/**
 * A page renders once: React hydrates the server HTML, and what follows only touches the few
 * components whose state depends on the browser (scroll position, window size, the open menus).
 * Two things used to render the whole page again in one task nothing could interrupt, right after
 * hydration: Rspress's App loading the page's data a second time (theme/logic/useHydratedPageData)
 * and the doc layout keeping the content element in its state (now watched in its own
 * `WatchedDoc`, a hunk of the @rspress/core patch). A third rendered the whole sidebar again in the
 * task that commits hydration: Rspress's `useSidebarDynamic` set it again in a layout effect (the
 * patch adjusts it while rendering).
 *
 * The count comes through the hook React offers its DevTools (`__REACT_DEVTOOLS_GLOBAL_HOOK__`),
 * with DevTools' own rule for "this component rendered in this commit": an update of a class,
 * function, forwardRef or memo component that performed work, skipping subtrees whose children
 * are still the previous commit's.
 */
declare global {
  interface Window {
    /**
     * Components rendered for the first time (hydrated), renders of them since, how many of
     * those were inside the sidebar, and how many commits React made.
     */
    __renders?: { hydrated: number; after: number; sidebar: number; commits: number };
  }
}

const PAGES = [
  '/',
  '/guide/start/quick-start',
  '/zh/guide/start/quick-start',
  '/config/lib/',
  '/zh/blog/introducing-rslib',
  '/no-such-page',
];

test.describe('rendering', () => {
  for (const path of PAGES) {
    test(`${path} is not rendered again after hydration`, async ({ page }) => {
      await page.addInitScript(() => {
        type Fiber = {
          tag: number;
          flags: number;
          stateNode: unknown;
          child: Fiber | null;
          sibling: Fiber | null;
          alternate: Fiber | null;
        };
        const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
        const PERFORMED_WORK = 1;
        const HOST_COMPONENT = 5;
        const renders = { hydrated: 0, after: 0, sidebar: 0, commits: 0 };
        /** The first element a component renders, to tell where on the page it is. */
        const firstElement = (fiber: Fiber) => {
          let current = fiber.child;
          while (current && current.tag !== HOST_COMPONENT) current = current.child;
          return current?.stateNode instanceof Element ? current.stateNode : null;
        };
        window.__renders = renders;
        const walk = (root: Fiber, visit: (fiber: Fiber) => void) => {
          const stack = [root];
          while (stack.length > 0) {
            const fiber = stack.pop() as Fiber;
            visit(fiber);
            if (fiber.sibling) stack.push(fiber.sibling);
            if (fiber.child && !(fiber.alternate && fiber.child === fiber.alternate.child)) {
              stack.push(fiber.child);
            }
          }
        };
        Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
          value: {
            supportsFiber: true,
            renderers: new Map(),
            checkDCE() {},
            inject() {
              return 1;
            },
            onScheduleFiberRoot() {},
            onCommitFiberUnmount() {},
            onPostCommitFiberRoot() {},
            onCommitFiberRoot(_id: number, root: { current: Fiber }) {
              renders.commits += 1;
              walk(root.current, (fiber) => {
                if (!COMPONENT_TAGS.has(fiber.tag)) return;
                if (!fiber.alternate) renders.hydrated += 1;
                else if (fiber.flags & PERFORMED_WORK) {
                  renders.after += 1;
                  if (firstElement(fiber)?.closest('.rp-doc-layout__sidebar')) renders.sidebar += 1;
                }
              });
            },
          },
        });
      });
      await page.goto(path);
      await hydrated(page);
      // Let the data reload and any deferred updates land: the page is idle and no commit has
      // happened since the last idle period began.
      await page.waitForFunction(
        () =>
          new Promise<boolean>((done) => {
            const before = window.__renders?.commits;
            requestIdleCallback(() => done(window.__renders?.commits === before));
          }),
      );
      const renders = await page.evaluate(() => ({ ...window.__renders }));
      expect(renders.hydrated, 'components hydrated').toBeGreaterThan(50);
      // The outline (its headings come from the DOM once mounted), the read-progress ring and
      // the phone bar's buttons do render again: at most a fifth of the page's components. A
      // second render of the page is all of them or more.
      expect(renders.after, `renders after hydrating ${renders.hydrated}`).toBeLessThan(
        (renders.hydrated ?? 0) / 5,
      );
      expect(renders.sidebar, 'sidebar components rendered again').toBe(0);

      // The positive control: a change of colour scheme renders the components that show it,
      // and the count sees those renders. A count that saw nothing would pass the checks above.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect
        .poll(() => page.evaluate(() => window.__renders?.after ?? 0), 'renders of a re-render')
        .toBeGreaterThan(renders.after ?? 0);
    });
  }
});

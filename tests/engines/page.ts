/**
 * Waiting and acting on a page through a `Session`, with failures that name the engine, the page
 * and what differed. Functions passed to the page run there: they see only their arguments.
 */
import { HYDRATED_ATTRIBUTE } from '../../theme/logic/useHydrationSignal';
import { type Session, TARGET_ATTRIBUTE } from './session';

/** How long a condition may take to hold: the default wait of Playwright's assertions. */
const WAIT_MS = 5_000;
const POLL_MS = 50;

/** Fails with the engine, the page's path and what was expected and seen. */
export async function fail(session: Session, what: string, seen?: unknown): Promise<never> {
  const where = await session.evaluate(() => location.pathname + location.hash).catch(() => '?');
  const saw = seen === undefined ? '' : `; saw ${JSON.stringify(seen)}`;
  throw new Error(`${session.engine}, ${where}: ${what}${saw}`);
}

/**
 * Waits until `check`, run in the page, returns `true`; otherwise it returns what it sees
 * instead, which the failure reports.
 */
export async function until<A extends unknown[]>(
  session: Session,
  what: string,
  check: (...args: A) => unknown,
  ...args: A
): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  let seen: unknown;
  for (;;) {
    seen = await session.evaluate(check, ...args).catch((error: Error) => error.message);
    if (seen === true) return;
    if (Date.now() > deadline) return fail(session, what, seen);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Loads a path and waits until React has hydrated it. */
export async function open(session: Session, pathname: string): Promise<void> {
  await session.goto(pathname);
  await hydrated(session);
}

export async function hydrated(session: Session): Promise<void> {
  await until(
    session,
    'the page hydrates',
    (attribute) => document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
  );
}

/**
 * Marks the first visible element that matches `selector` (and whose text or accessible label is
 * `name`, when given) for the session to act on, waiting for it to appear.
 */
async function mark(session: Session, selector: string, name?: string): Promise<void> {
  await until(
    session,
    `${selector}${name === undefined ? '' : ` named "${name}"`} is shown`,
    (sel, label, attribute) => {
      for (const old of document.querySelectorAll(`[${attribute}]`)) old.removeAttribute(attribute);
      const found = [...document.querySelectorAll<HTMLElement>(sel)].find(
        (element) =>
          element.getClientRects().length > 0 &&
          getComputedStyle(element).visibility !== 'hidden' &&
          (label === null ||
            element.getAttribute('aria-label') === label ||
            element.textContent?.trim() === label),
      );
      found?.setAttribute(attribute, '');
      return found !== undefined;
    },
    selector,
    name ?? null,
    TARGET_ATTRIBUTE,
  );
}

export async function click(session: Session, selector: string, name?: string): Promise<void> {
  await mark(session, selector, name);
  await session.clickTarget();
}

/**
 * Activates the focused button with Enter or Space, as a reader would; where the driver cannot
 * deliver the activation (see `Session.keysActivateButtons`), clicks the focused button instead.
 */
export async function activate(session: Session, key: 'Enter' | 'Space'): Promise<void> {
  if (session.keysActivateButtons) {
    await session.press(key);
    return;
  }
  await session.evaluate((attribute) => {
    for (const old of document.querySelectorAll(`[${attribute}]`)) old.removeAttribute(attribute);
    document.activeElement?.setAttribute(attribute, '');
  }, TARGET_ATTRIBUTE);
  await session.clickTarget();
}

/** Gives focus to an element, as a step before the keys under test. */
export async function focus(session: Session, selector: string, name?: string): Promise<void> {
  await mark(session, selector, name);
  await session.evaluate(
    (attribute) => document.querySelector<HTMLElement>(`[${attribute}]`)?.focus(),
    TARGET_ATTRIBUTE,
  );
}

/** Waits until the focused element matches `selector` and, when given, is named `name`. */
export async function focused(session: Session, selector: string, name?: string): Promise<void> {
  await until(
    session,
    `focus is on ${selector}${name === undefined ? '' : ` named "${name}"`}`,
    (sel, label) => {
      const active = document.activeElement;
      const matches =
        active?.matches(sel) &&
        (label === null ||
          active.getAttribute('aria-label') === label ||
          active.textContent?.trim() === label);
      return matches || (active ? `${active.tagName} ${active.textContent?.slice(0, 40)}` : null);
    },
    selector,
    name ?? null,
  );
}

/** What the clipboard holds, read as a reader would: pasted with Ctrl+V into a text area. */
export async function pasted(session: Session): Promise<string> {
  await session.evaluate(() => {
    const area = document.createElement('textarea');
    area.id = 'engine-paste';
    document.body.append(area);
    area.focus();
  });
  await session.press('v', ['Control']);
  let text = '';
  const deadline = Date.now() + WAIT_MS;
  while (text === '' && Date.now() < deadline) {
    text = await session.evaluate(
      () => (document.getElementById('engine-paste') as HTMLTextAreaElement | null)?.value ?? '',
    );
  }
  await session.evaluate(() => document.getElementById('engine-paste')?.remove());
  return text;
}

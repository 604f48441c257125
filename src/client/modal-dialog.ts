/**
 * A modal dialog made of an element someone else renders (DocSearch's modal, whose container is
 * a `div` with `role="button"`), as the WAI-ARIA modal dialog pattern has it:
 * - the element is announced as a named, modal dialog;
 * - Tab and Shift+Tab cycle through what can be focused inside it;
 * - everything else on the page is inert (out of reach of the keyboard, the pointer and
 *   assistive technology) while it is open.
 *
 * The attributes the renderer sets once and never changes are replaced here; React writes an
 * attribute again only when its value changes, and these never do.
 */

/** What the keyboard can reach; filtered further by `isTabbable`. */
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';

/** Attributes of a combobox or button that a dialog may not carry (axe: aria-allowed-attr). */
const NOT_FOR_A_DIALOG = ['aria-expanded', 'aria-haspopup', 'aria-labelledby'];

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** The elements Tab reaches inside `container`, in document order. */
function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isTabbable);
}

/**
 * Makes `dialog`, a child of `document.body`, a modal dialog named `label`. Returns what undoes
 * it: the page behind becomes usable again (only what this made inert).
 */
export function holdModalDialog(dialog: HTMLElement, label: string): () => void {
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', label);
  for (const name of NOT_FOR_A_DIALOG) dialog.removeAttribute(name);
  // Focusable by script (a click on its background keeps focus inside), not a Tab stop.
  dialog.tabIndex = -1;

  const madeInert: Element[] = [];
  for (const element of document.body.children) {
    if (element.contains(dialog) || element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    madeInert.push(element);
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const stops = tabbableIn(dialog);
    const first = stops[0];
    const last = stops.at(-1);
    const active = document.activeElement;
    const inside = active instanceof HTMLElement && dialog.contains(active);
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    if (event.shiftKey && (!inside || active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown, true);

  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    for (const element of madeInert) element.removeAttribute('inert');
  };
}

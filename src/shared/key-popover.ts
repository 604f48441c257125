/**
 * When the popup of the config keys shows, for which key, and when it hides; framework-free, so
 * the component only turns DOM events into these calls and renders what `show` and `hide` say.
 *
 * - **Hover** shows a key's popup after `openDelay`; leaving the key and the popup hides it after
 *   `closeDelay`, and coming back to either in time keeps it. A key that has the keyboard's
 *   focus keeps its popup when the pointer leaves.
 * - **Focus** on a key shows its popup at once; focus leaving the keys hides it, unless it moves
 *   into the popup.
 * - **Touch:** the first tap on a key shows its popup and does not follow the link; a tap on the
 *   key whose popup shows follows it; a tap anywhere else hides the popup.
 * - **Escape** hides it.
 *
 * `K` is what a key is to the caller (a link element in the browser); keys are compared by
 * identity, and `null` means "not on a key".
 */
export interface KeyPopover<K> {
  /** The key whose popup is wanted (shown, or being shown once its texts arrive). */
  readonly wanted: K | null;
  /** Shows a key's popup at once: the key the reader is on when the popup arrives. */
  show(key: K): void;
  focusIn(key: K | null, inPopup: boolean): void;
  focusOut(from: K | null, to: K | null): void;
  pointerOver(touch: boolean, key: K | null, inPopup: boolean): void;
  /** The pointer left `from` (a key or the popup, else nothing counts) for `to`. */
  pointerOut(touch: boolean, from: { key: K | null; inPopup: boolean }, to: To<K>): void;
  /** `shown` is the key whose popup is on screen now. */
  pointerDown(touch: boolean, key: K | null, inPopup: boolean, shown: K | null): void;
  /** A click on `key` (or off the keys); true when it must not follow the link. */
  click(key: K | null): boolean;
  escape(): void;
  dispose(): void;
}

/** Where the pointer went, and which key has the keyboard's focus. */
export interface To<K> {
  key: K | null;
  inPopup: boolean;
  focused: K | null;
}

export function createKeyPopover<K>(options: {
  openDelay: number;
  closeDelay: number;
  show: (key: K) => void;
  hide: () => void;
}): KeyPopover<K> {
  let wanted: K | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The last pointer was a finger, and whether its press began on the key already shown.
  let touch = false;
  let tapOnShown = false;
  const cancel = () => clearTimeout(timer);
  const wait = (delay: number, then: () => void) => {
    cancel();
    timer = setTimeout(then, delay);
  };
  const show = (key: K) => {
    cancel();
    wanted = key;
    options.show(key);
  };
  const hide = () => {
    cancel();
    wanted = null;
    options.hide();
  };
  return {
    get wanted() {
      return wanted;
    },
    show,
    focusIn(key, inPopup) {
      if (key !== null) show(key);
      else if (wanted !== null && !inPopup) hide();
    },
    focusOut(from, to) {
      if (from !== null && to === null) hide();
    },
    pointerOver(isTouch, key, inPopup) {
      touch = isTouch;
      if (touch) return;
      if (key !== null && key !== wanted) wait(options.openDelay, () => show(key));
      else if (key !== null || inPopup) cancel();
    },
    pointerOut(isTouch, from, to) {
      if (isTouch) return;
      const leaving = from.key !== null || from.inPopup;
      const staying = (to.key !== null && to.key === wanted) || to.inPopup;
      if (!leaving || staying) return;
      if (wanted !== null && to.focused === wanted) cancel();
      else wait(options.closeDelay, hide);
    },
    pointerDown(isTouch, key, inPopup, shown) {
      touch = isTouch;
      tapOnShown = key !== null && key === shown;
      if (touch && key === null && !inPopup && wanted !== null) hide();
    },
    click(key) {
      if (key === null || !touch || tapOnShown) return false;
      show(key);
      return true;
    },
    escape() {
      if (wanted !== null) hide();
    },
    dispose: cancel,
  };
}

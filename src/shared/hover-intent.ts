/**
 * Open/closed state of a popover driven by hover and by clicks or keys: hovering opens it after
 * `openDelay`, leaving closes it after `closeDelay` (coming back in time keeps it open), and a
 * click, a key or an explicit close act at once. Framework-free; the component renders `open`.
 */
export interface HoverIntent {
  readonly open: boolean;
  pointerEnter(): void;
  pointerLeave(): void;
  toggle(): void;
  setOpen(open: boolean): void;
  dispose(): void;
}

export function createHoverIntent(options: {
  openDelay: number;
  closeDelay: number;
  onChange: (open: boolean) => void;
}): HoverIntent {
  let open = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const set = (next: boolean) => {
    cancel();
    if (next === open) return;
    open = next;
    options.onChange(open);
  };
  const later = (next: boolean, delay: number) => {
    cancel();
    if (next === open) return;
    timer = setTimeout(() => set(next), delay);
  };
  return {
    get open() {
      return open;
    },
    pointerEnter: () => later(true, options.openDelay),
    pointerLeave: () => later(false, options.closeDelay),
    toggle: () => set(!open),
    setOpen: set,
    dispose: cancel,
  };
}

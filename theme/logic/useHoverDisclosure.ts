import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { POPOVER_CLOSE_DELAY_MS } from '#shared/constants';
import { createHoverIntent, type HoverIntent } from '#shared/hover-intent';

/**
 * A nav popup that a mouse opens by hovering (at once, as Rspress's nav menus do, or after
 * `openDelay`) and closes by leaving, and that a button discloses for everyone else: Enter, Space or a tap toggles it,
 * Escape closes it wherever focus is (returning focus to the button when it was inside), and
 * so do moving focus out or tapping elsewhere. Spread `rootProps` on the element holding the button and the popup.
 */
export function useHoverDisclosure<Root extends HTMLElement>({ openDelay = 0 } = {}) {
  const [open, setOpen] = useState(false);
  const intentRef = useRef<HoverIntent | null>(null);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  intentRef.current ??= createHoverIntent({
    openDelay,
    closeDelay: POPOVER_CLOSE_DELAY_MS,
    onChange: setOpen,
  });
  const intent = intentRef.current;

  useEffect(() => () => intent.dispose(), [intent]);
  // Listening all along, rather than from an effect once it is open, leaves no moment (between
  // the popup showing and that effect running) when Escape or a click outside would be missed.
  useEffect(() => {
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (intent.open && !rootRef.current?.contains(event.target as Node)) intent.setOpen(false);
    };
    // Escape closes it wherever focus is (WCAG 1.4.13: content on hover can be dismissed), and
    // focus stays where it was unless it was inside, when it goes back to the button.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !intent.open) return;
      const focusInside = rootRef.current?.contains(document.activeElement) ?? false;
      intent.setOpen(false);
      if (focusInside) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [intent]);

  const rootProps = {
    ref: rootRef,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') intent.pointerEnter();
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') intent.pointerLeave();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !intent.open) return;
      event.stopPropagation();
      intent.setOpen(false);
      buttonRef.current?.focus();
    },
    onBlur: (event: FocusEvent<Root>) => {
      if (intent.open && !event.currentTarget.contains(event.relatedTarget)) intent.setOpen(false);
    },
  };
  const buttonProps = {
    ref: buttonRef,
    'aria-expanded': open,
    'aria-controls': popupId,
    // A mouse has opened it by hovering, so its click keeps it open; a key or a tap toggles.
    onClick: (event: MouseEvent) => {
      const { pointerType } = event.nativeEvent as globalThis.PointerEvent;
      if (pointerType === 'mouse') intent.setOpen(true);
      else intent.toggle();
    },
  };
  return { open, popupId, rootProps, buttonProps };
}

import { useLocation } from '@rspress/core/runtime';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { CONFIG_KEY_SELECTOR, CONFIG_KEY_TIP_ID } from '#shared/config-key-markup';
import {
  type ConfigKeyInfo,
  type ConfigKeyTexts,
  codeParts,
  tipPlacement,
} from '#shared/config-key-tip';
import { POPOVER_CLOSE_DELAY_MS, POPOVER_OPEN_DELAY_MS } from '#shared/constants';
import { createKeyPopover } from '#shared/key-popover';
import { loadOnce, type OnceLoader } from '#shared/load-once';
import type { Language } from '#shared/locale-path';
import { useUiLanguage } from '../../logic/useUiLanguage';

/**
 * The popup texts of each language, fetched once per visit on the first hover or focus of a key:
 * they are modules the build writes (src/node/rspress/plugin-config-keys.ts), in chunks of their
 * own, so no page's first load carries them. A failed fetch shows no popup; the next key tries
 * again.
 */
const keyTexts: Record<Language, OnceLoader<ConfigKeyTexts>> = {
  en: loadOnce(() => import('virtual-config-keys-en').then((module) => module.default)),
  zh: loadOnce(() => import('virtual-config-keys-zh').then((module) => module.default)),
};

/** Prose with its inline code, as the reference page writes it. */
function Text({ text }: { text: string }) {
  return codeParts(text).map((part, index) =>
    part.code ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text never move.
      <code key={index}>{part.text}</code>
    ) : (
      part.text
    ),
  );
}

/** The popup's text as one line, for the status message. */
const tipText = ({ info, defaultLabel }: Shown) =>
  [info.signature, info.defaultValue && `${defaultLabel} ${info.defaultValue}`, info.summary]
    .filter(Boolean)
    .join('. ')
    .replace(/`/g, '');

interface Shown {
  link: HTMLAnchorElement;
  info: ConfigKeyInfo;
  defaultLabel: string;
  /** The key had the focus before the texts arrived: a screen reader read it without them. */
  late: boolean;
}

/**
 * The popup of the option keys in config code blocks: the option's signature from
 * `@rslib/core`'s types, its default and the first sentence of its reference. When it shows and
 * hides (hover, focus, touch, Escape) is `#shared/key-popover`'s; this turns the page's events
 * into its calls and renders what it says. One popup
 * element, which every key names in `aria-describedby`, so a screen reader reads the type after
 * the key; if the texts arrive after a key took the focus, a status message reads them out.
 * `first` is the key whose hover, focus or tap brought this module in, if one did.
 */
export default function Popup({
  first,
  touched,
}: {
  first: HTMLAnchorElement | null;
  /** Whether a tap brought the popup in: that tap showed nothing yet. */
  touched: boolean;
}) {
  const lang = useUiLanguage();
  const { pathname } = useLocation();
  const [shown, setShown] = useState<Shown | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const shownRef = useRef<Shown | null>(null);
  shownRef.current = shown;

  // The popup sits in the page's `main` landmark, like the code it explains.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the popup and may bring a new main.
  useEffect(() => {
    setShown(null);
    setContainer(document.querySelector('main') ?? document.body);
  }, [pathname]);

  useEffect(() => {
    let active = true;
    const keyAt = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLAnchorElement>(CONFIG_KEY_SELECTOR) : null;
    const inTip = (target: EventTarget | null) =>
      target instanceof Node && Boolean(tipRef.current?.contains(target));
    const popover = createKeyPopover<HTMLAnchorElement>({
      openDelay: POPOVER_OPEN_DELAY_MS,
      closeDelay: POPOVER_CLOSE_DELAY_MS,
      show: (link) => {
        const late = !keyTexts[lang].ready && document.activeElement === link;
        keyTexts[lang]().then(
          ({ defaultLabel, options }) => {
            const info = options[link.dataset.option ?? ''];
            if (!active || popover.wanted !== link || !info) return;
            // At once, so that a screen reader that reads the description on focus finds it.
            flushSync(() => setShown({ link, info, defaultLabel, late }));
          },
          () => undefined,
        );
      },
      hide: () => setShown(null),
    });
    const isTouch = (event: PointerEvent) => event.pointerType === 'touch';
    const on = {
      focusin: (event: FocusEvent) => popover.focusIn(keyAt(event.target), inTip(event.target)),
      focusout: (event: FocusEvent) =>
        popover.focusOut(keyAt(event.target), keyAt(event.relatedTarget)),
      pointerover: (event: PointerEvent) =>
        popover.pointerOver(isTouch(event), keyAt(event.target), inTip(event.target)),
      pointerout: (event: PointerEvent) =>
        popover.pointerOut(
          isTouch(event),
          { key: keyAt(event.target), inPopup: inTip(event.target) },
          {
            key: keyAt(event.relatedTarget),
            inPopup: inTip(event.relatedTarget),
            focused: keyAt(document.activeElement),
          },
        ),
      pointerdown: (event: PointerEvent) =>
        popover.pointerDown(
          isTouch(event),
          keyAt(event.target),
          inTip(event.target),
          shownRef.current?.link ?? null,
        ),
      click: (event: MouseEvent) => {
        if (!popover.click(keyAt(event.target))) return;
        event.preventDefault();
        event.stopPropagation();
      },
      keydown: (event: KeyboardEvent) => {
        if (event.key === 'Escape') popover.escape();
      },
    };

    // What the reader is on now: focus or the pointer may have moved on while this loaded.
    const now =
      keyAt(document.activeElement) ??
      (touched && first?.isConnected ? first : null) ??
      document.querySelector<HTMLAnchorElement>(`${CONFIG_KEY_SELECTOR}:hover`);
    if (now) popover.show(now);
    else keyTexts[lang].prefetch();
    // One signal removes every listener when the effect ends. Presses and clicks are caught
    // before the link's own handler: on a touch screen the first tap only shows.
    const listeners = new AbortController();
    const { signal } = listeners;
    document.addEventListener('focusin', on.focusin, { signal });
    document.addEventListener('focusout', on.focusout, { signal });
    document.addEventListener('pointerover', on.pointerover, { signal });
    document.addEventListener('pointerout', on.pointerout, { signal });
    document.addEventListener('pointerdown', on.pointerdown, { capture: true, signal });
    document.addEventListener('click', on.click, { capture: true, signal });
    document.addEventListener('keydown', on.keydown, { signal });
    return () => {
      active = false;
      popover.dispose();
      listeners.abort();
    };
  }, [lang, first, touched]);

  useLayoutEffect(() => {
    const tip = tipRef.current;
    if (!shown || !tip) return;
    const { top, left } = tipPlacement(
      shown.link.getBoundingClientRect(),
      { width: tip.offsetWidth, height: tip.offsetHeight },
      { width: document.documentElement.clientWidth, height: window.innerHeight },
    );
    // From the window's coordinates to those of the box the popup is placed in.
    const origin = (tip.offsetParent ?? document.documentElement).getBoundingClientRect();
    tip.style.top = `${top - origin.top}px`;
    tip.style.left = `${left - origin.left}px`;
  }, [shown]);

  if (!container) return null;
  return createPortal(
    <>
      <div
        ref={tipRef}
        id={CONFIG_KEY_TIP_ID}
        role="tooltip"
        className="config-key-tip"
        hidden={!shown}
      >
        {shown && (
          <>
            <code className="config-key-tip__signature">{shown.info.signature}</code>
            {shown.info.defaultValue && (
              <p>
                <strong>{shown.defaultLabel}</strong> <Text text={shown.info.defaultValue} />
              </p>
            )}
            {shown.info.summary && (
              <p>
                <Text text={shown.info.summary} />
              </p>
            )}
          </>
        )}
      </div>
      <p className="rslib-visually-hidden" role="status">
        {shown?.late && tipText(shown)}
      </p>
    </>,
    container,
  );
}

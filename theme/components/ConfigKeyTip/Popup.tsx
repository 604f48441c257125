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
import type { Language } from '#shared/locale-path';
import { useUiLanguage } from '../../logic/useUiLanguage';

const loading: Partial<Record<Language, Promise<ConfigKeyTexts>>> = {};
/** The languages whose texts have arrived. */
const loaded = new Set<Language>();

/**
 * The popup texts of one language, fetched once per visit on the first hover or focus of a key:
 * they are modules the build writes (src/node/rspress/plugin-config-keys.ts), in chunks of their
 * own, so no page's first load carries them.
 */
function keyTexts(lang: Language): Promise<ConfigKeyTexts> {
  loading[lang] ??= (
    lang === 'zh' ? import('virtual-config-keys-zh') : import('virtual-config-keys-en')
  ).then((module) => {
    loaded.add(lang);
    return module.default;
  });
  return loading[lang];
}

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
 * `@rslib/core`'s types, its default and the first sentence of its reference. It shows while a
 * key is hovered or focused, and while the pointer is on the popup itself; Escape hides it; on
 * a touch screen the first tap on a key shows it and the second follows the link. One popup
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
    let wanted: HTMLAnchorElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let touch = false;
    let tapOnShown = false;
    let active = true;
    const keyAt = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLAnchorElement>(CONFIG_KEY_SELECTOR) : null;
    const inTip = (target: EventTarget | null) =>
      target instanceof Node && Boolean(tipRef.current?.contains(target));
    const wait = (delay: number, then: () => void) => {
      clearTimeout(timer);
      timer = setTimeout(then, delay);
    };
    const hide = () => {
      clearTimeout(timer);
      wanted = null;
      setShown(null);
    };
    const show = (link: HTMLAnchorElement) => {
      clearTimeout(timer);
      wanted = link;
      const late = !loaded.has(lang) && document.activeElement === link;
      void keyTexts(lang).then(({ defaultLabel, options }) => {
        const info = options[link.dataset.option ?? ''];
        if (!active || wanted !== link || !info) return;
        // At once, so that a screen reader that reads the description on focus finds it there.
        flushSync(() => setShown({ link, info, defaultLabel, late }));
      });
    };

    const onFocusIn = (event: FocusEvent) => {
      const link = keyAt(event.target);
      if (link) show(link);
      else if (wanted && !inTip(event.target)) hide();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (keyAt(event.target) && !keyAt(event.relatedTarget)) hide();
    };
    const onPointerOver = (event: PointerEvent) => {
      touch = event.pointerType === 'touch';
      if (touch) return;
      const link = keyAt(event.target);
      if (link && link !== wanted) wait(POPOVER_OPEN_DELAY_MS, () => show(link));
      else if (link || inTip(event.target)) clearTimeout(timer);
    };
    const onPointerOut = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const leaving = keyAt(event.target) || inTip(event.target);
      const entering = keyAt(event.relatedTarget) === wanted || inTip(event.relatedTarget);
      if (!leaving || entering) return;
      // A key that has the keyboard's focus keeps its popup until the focus leaves.
      if (wanted && document.activeElement === wanted) {
        clearTimeout(timer);
        return;
      }
      wait(POPOVER_CLOSE_DELAY_MS, hide);
    };
    const onPointerDown = (event: PointerEvent) => {
      touch = event.pointerType === 'touch';
      const link = keyAt(event.target);
      tapOnShown = link !== null && shownRef.current?.link === link;
      if (touch && !link && !inTip(event.target) && wanted) hide();
    };
    // Capture, before the link's own handler: on a touch screen the first tap only shows.
    const onClick = (event: MouseEvent) => {
      const link = keyAt(event.target);
      if (!link || !touch || tapOnShown) return;
      event.preventDefault();
      event.stopPropagation();
      show(link);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && wanted) hide();
    };

    // What the reader is on now: focus or the pointer may have moved on while this loaded.
    const now =
      keyAt(document.activeElement) ??
      (touched && first?.isConnected ? first : null) ??
      document.querySelector<HTMLAnchorElement>(`${CONFIG_KEY_SELECTOR}:hover`);
    if (now) show(now);
    else void keyTexts(lang);
    // One signal removes every listener when the effect ends.
    const listeners = new AbortController();
    const { signal } = listeners;
    document.addEventListener('focusin', onFocusIn, { signal });
    document.addEventListener('focusout', onFocusOut, { signal });
    document.addEventListener('pointerover', onPointerOver, { signal });
    document.addEventListener('pointerout', onPointerOut, { signal });
    document.addEventListener('pointerdown', onPointerDown, { capture: true, signal });
    document.addEventListener('click', onClick, { capture: true, signal });
    document.addEventListener('keydown', onKeyDown, { signal });
    return () => {
      active = false;
      clearTimeout(timer);
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

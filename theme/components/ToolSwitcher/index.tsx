import { useI18n } from '@rspress/core/runtime';
import { type PointerEvent, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { POPOVER_CLOSE_DELAY_MS, POPOVER_OPEN_DELAY_MS } from '../../../src/constants';
import { createHoverIntent, type HoverIntent } from '../../../src/hover-intent';
import type { UI_TEXT } from '../../../src/i18n';
import { uiLanguageOf } from '../../../src/locale-path';
import { localizeTool, logoSrc, RSTACK_TOOLS, TRANSPARENT_PIXEL } from '../../../src/tools';
import './index.css';

/** A logo that fails to load gives way to a transparent placeholder of the same size. */
function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src !== TRANSPARENT_PIXEL) image.src = TRANSPARENT_PIXEL;
}

/**
 * The grid button in the nav that opens the Rstack tools: on hover (mouse), on click, or with
 * Enter/Space. Escape closes it and gives focus back to the button; so do a click outside and
 * moving focus out.
 */
export function ToolSwitcher() {
  const t = useI18n<typeof UI_TEXT>();
  const [open, setOpen] = useState(false);
  const [lang, setLang] = useState<'en' | 'zh'>('en');
  const intentRef = useRef<HoverIntent | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  if (intentRef.current === null) {
    intentRef.current = createHoverIntent({
      openDelay: POPOVER_OPEN_DELAY_MS,
      closeDelay: POPOVER_CLOSE_DELAY_MS,
      onChange: setOpen,
    });
  }
  const intent = intentRef.current;

  useEffect(() => () => intent.dispose(), [intent]);

  useEffect(() => {
    if (!open) return;
    // The panel only renders in the browser, so the path is the one the reader sees.
    setLang(uiLanguageOf(window.location.pathname));
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) intent.setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, intent]);

  const onHover = (enter: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (enter) intent.pointerEnter();
    else intent.pointerLeave();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the panel for mouse users; the button is the keyboard and touch control.
    <div
      ref={rootRef}
      className="rslib-tool-switcher"
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          intent.setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null))
          intent.setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="rslib-icon-button rslib-tool-switcher__button"
        aria-label={t('toolSwitcher.label')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => intent.toggle()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {[4, 10.5, 17].flatMap((x) =>
            [4, 10.5, 17].map((y) => (
              <rect key={`${x}-${y}`} x={x} y={y} width="3.5" height="3.5" rx="1" />
            )),
          )}
        </svg>
      </button>
      {open ? (
        <div id={panelId} className="rslib-tool-switcher__panel">
          <ul className="rslib-tool-switcher__list">
            {RSTACK_TOOLS.map((tool) => {
              const { desc, url } = localizeTool(tool, lang);
              return (
                <li key={tool.name}>
                  <a
                    className="rslib-tool-switcher__item"
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <img
                      className="rslib-tool-switcher__logo"
                      src={logoSrc(tool)}
                      alt=""
                      width={32}
                      height={32}
                      loading="lazy"
                      decoding="async"
                      style={tool.logoScale ? { transform: `scale(${tool.logoScale})` } : undefined}
                      onError={showPlaceholder}
                    />
                    <span className="rslib-tool-switcher__text">
                      <span className="rslib-tool-switcher__name">{tool.name}</span>
                      <span className="rslib-tool-switcher__desc">{desc}</span>
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

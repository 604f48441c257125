import { useI18n } from '@rspress/core/runtime';
import { useMdUrl } from '@rspress/core/theme-original';
import { useEffect, useId, useRef, useState } from 'react';
import type { UI_TEXT } from '#shared/i18n';
import { chatLinks } from '#shared/page-markdown';
import './index.css';

/**
 * The 'Open' menu beside Copy Markdown: the page's Markdown, or an AI chat that is asked to
 * read it ('Read {url}, I want to ask questions about it.'). A named button that expands a list;
 * Escape and a click outside close it.
 */
export function LlmsViewOptions() {
  const t = useI18n<typeof UI_TEXT>();
  const { pathname } = useMdUrl();
  const [open, setOpen] = useState(false);
  const [origin, setOrigin] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => setOrigin(window.location.origin), []);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!pathname) return null;
  const markdownUrl = origin ? new URL(pathname, origin).href : pathname;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the menu closes it; the button and links are the controls.
    <div
      ref={rootRef}
      className="rp-not-doc rslib-open-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="rp-llms-button rslib-open-menu__trigger"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('openMenu.label')}
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" />
        </svg>
      </button>
      {open ? (
        <ul id={listId} className="rslib-open-menu__list">
          <li>
            <a
              className="rslib-open-menu__item"
              href={pathname}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('openMenu.markdown')}
            </a>
          </li>
          {chatLinks(markdownUrl).map((link) => (
            <li key={link.name}>
              <a
                className="rslib-open-menu__item"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('openInText', { name: link.name })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

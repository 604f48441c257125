import { SearchButton } from '@rspress/core/theme-original';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { loadOnce } from '#shared/load-once';
import { SEARCH_QUERY_MAX_CHARS } from '#shared/search/constants';
import { isSearchShortcut } from '#shared/shortcuts';
import { useUiLanguage } from '../../logic/useUiLanguage';
import { MAIN_CONTENT_ID } from '../SkipLink';
import type { SearchModalProps } from './SearchModal';

type Modal = ComponentType<SearchModalProps>;
/**
 * The modal, its styles and what moves focus to a chosen page are a separate chunk, fetched on
 * the first sign of intent (and again on the next, if that fetch failed).
 */
const loadModal = loadOnce(() =>
  import('./SearchModal').then(({ default: Modal, focusOpenedPage }) => ({
    Modal,
    focusOpenedPage,
  })),
);

/** Text the reader has selected on the page, as the query to start with. */
function selectedText(): string {
  return (window.getSelection()?.toString() ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_QUERY_MAX_CHARS);
}

/**
 * The search button in the nav. Hovering, focusing or touching it loads the search; a click,
 * Ctrl/Cmd+K or '/' opens it, starting from the selected text if there is some.
 */
export function Search() {
  const lang = useUiLanguage();
  const [open, setOpen] = useState<{ Modal: Modal; query: string } | null>(null);
  const opening = useRef(false);
  const host = useRef<HTMLSpanElement>(null);

  // Closing returns focus to the Search button, which is what opened the modal (a click) or
  // what stands for the shortcut that did; a chosen result moves it to the page it opens. Focus
  // moves once the modal is gone: until then the page behind it is inert.
  const returnFocus = useRef<{ chosen?: string } | null>(null);
  const close = useCallback((chosen?: string) => {
    returnFocus.current = { chosen: chosen ?? returnFocus.current?.chosen };
    setOpen(null);
  }, []);
  useEffect(() => {
    const pending = returnFocus.current;
    if (open || !pending) return;
    returnFocus.current = null;
    const { chosen } = pending;
    // The modal's chunk, which has been loaded since it opened, holds the focus mover.
    if (chosen) void loadModal().then((module) => module.focusOpenedPage(chosen, MAIN_CONTENT_ID));
    else host.current?.querySelector<HTMLElement>('.rp-search-button')?.focus();
  }, [open]);

  const show = useCallback(async () => {
    if (opening.current) return;
    opening.current = true;
    const query = selectedText();
    try {
      const { Modal } = await loadModal();
      setOpen({ Modal, query });
    } catch {
      // The chunk did not arrive (offline, a deploy): nothing opens, and the next press tries again.
    } finally {
      opening.current = false;
    }
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // The standalone modal leaves closing on Escape to its host (DocSearch's own wrapper
      // does the same); inside it, Escape first closes the result list and clears the query.
      if (open && event.key === 'Escape') {
        close();
        return;
      }
      if (open || !isSearchShortcut(event)) return;
      event.preventDefault();
      void show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, show, close]);

  return (
    <>
      <span
        ref={host}
        className="rslib-search"
        onPointerEnter={loadModal.prefetch}
        onFocusCapture={loadModal.prefetch}
        onTouchStart={loadModal.prefetch}
      >
        <SearchButton setFocused={(focused: boolean) => (focused ? void show() : close())} />
      </span>
      {open ? <open.Modal lang={lang} initialQuery={open.query} onClose={close} /> : null}
    </>
  );
}

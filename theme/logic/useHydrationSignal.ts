import { useEffect } from 'react';

/**
 * The attribute on `<html>` that says the page has hydrated: what tests wait for, and what turns
 * on smooth scrolling in `styles/index.css` (a first load jumps to its `#section`).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document once React has hydrated it. The layout's effects run after every
 * component's below it, so by then the whole first render has committed. Tests wait on this
 * signal, which we own, rather than on some side effect of Rspress's markup.
 */
export function useHydrationSignal() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
}

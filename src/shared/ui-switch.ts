/**
 * Query parameters that hide parts of a page (`?navbar=0&sidebar=0&outline=0&footer=0`), for
 * embedding a page elsewhere or printing it. The parts hidden are marked on <html> as
 * `data-hide-<part>` attributes, which the theme's stylesheet turns into `display: none`.
 */
const UI_PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type UiPart = (typeof UI_PARTS)[number];

/** The parts a query string hides: each part whose parameter is `0` (or `false`). */
export function hiddenPartsFromQuery(search: string): UiPart[] {
  const params = new URLSearchParams(search);
  return UI_PARTS.filter((part) => ['0', 'false'].includes(params.get(part) ?? ''));
}

/** Marks the hidden parts on the root element, clearing the others. */
export function applyHiddenParts(
  root: { toggleAttribute(name: string, force: boolean): void },
  hidden: UiPart[],
) {
  for (const part of UI_PARTS) root.toggleAttribute(`data-hide-${part}`, hidden.includes(part));
}

/**
 * The same, inlined in every page's <head> so a hidden part never flashes before React starts.
 * Plain ES5 and self-contained; tests/unit/ui-switch.test.ts checks it agrees with the functions above.
 */
export const UI_SWITCH_SCRIPT = `(function () {
  try {
    var p = new URLSearchParams(window.location.search), r = document.documentElement;
    ${JSON.stringify(UI_PARTS)}.forEach(function (k) {
      var v = p.get(k);
      r.toggleAttribute('data-hide-' + k, v === '0' || v === 'false');
    });
  } catch (e) {}
})();`;

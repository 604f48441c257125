/**
 * Stands in for Rspress's outline rows (`LlmsCopyRow`, `LlmsOpenRow`), which its outline imports
 * on every page but shows only with `llmsUI.placement: 'outline'`. This site places the Copy
 * Markdown button and the Open menu by the page title (`placement: 'title'` in rspress.config.ts),
 * so the rows never show; left stock, they, their icons and their styles would still ship in every
 * page's first load. Switching to `'outline'` means exporting real rows again.
 */
export function NoOutlineLlmsRow() {
  return null;
}

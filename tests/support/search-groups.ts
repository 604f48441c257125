/**
 * Whether the search modal shows its results grouped by page (`groupedByPage` in
 * src/shared/search/docsearch.ts): every group's hits link to one page, and the group is titled
 * with that page's title, which each hit also shows (as its path, or as its own title for the
 * page's own hit). `true`, or the first group that breaks it. Runs in the page (Playwright's
 * `evaluate`, a WebDriver script), so it uses nothing from outside.
 */
export function resultsGroupedByPage():
  | true
  | { title: string; pages: string[]; titles: string[] } {
  const groups = [...document.querySelectorAll('.DocSearch-Hits')];
  if (groups.length === 0) return { title: '', pages: [], titles: [] };
  for (const group of groups) {
    const title = group.querySelector('.DocSearch-Hit-source')?.textContent ?? '';
    const hits = [...group.querySelectorAll('.DocSearch-Hit')];
    const pages = [
      ...new Set(
        hits.map((hit) => new URL(hit.querySelector('a')?.href ?? '', location.href).pathname),
      ),
    ];
    const titles = [
      ...new Set(
        hits.map(
          (hit) =>
            (hit.querySelector('.DocSearch-Hit-path') ?? hit.querySelector('.DocSearch-Hit-title'))
              ?.textContent ?? '',
        ),
      ),
    ];
    if (hits.length === 0 || pages.length !== 1 || titles.length !== 1 || titles[0] !== title)
      return { title, pages, titles };
  }
  return true;
}

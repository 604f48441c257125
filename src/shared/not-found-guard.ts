/** What the not-found guard knows of the site: the built pages and the host's redirects. */
export interface NotFoundGuardInput {
  /** The address of every page: `/guide/start/quick-start`, `/guide/start/`, `/zh/`. */
  pages: readonly string[];
  /** `_redirects`' redirects, in its order: a `from` whose only wildcard is a trailing `*`. */
  redirects: ReadonlyArray<{ from: string; to: string }>;
}

/**
 * The not-found pages' first script after the address guard, for a host that answers every miss
 * with its one `404.html` and reads no `_redirects` (GitHub Pages, where the workflow deploys).
 * There, an address `_redirects` moves (`/en/…`, `/config/lib/wasm`) and the address of a page
 * with a trailing slash or in another case get the not-found document, and the router, which
 * matches the page, would hydrate the page over it (React error #418, a frame of the 404).
 *
 * It does what the rules would: it applies the first redirect that matches, as a host does, then
 * looks for a page whose address differs from the result only in case, a trailing slash, `.html`
 * or `/index`. When that gives another address, it stops the document, which then neither paints
 * nor runs its other scripts, and replaces it with that address, keeping the query and anchor.
 * Any other miss is left to the not-found page. On hosts that read the rules, only an address in
 * another case is left for it to mend. Plain ES5 and self-contained: the build inlines it.
 */
export function notFoundGuardScript({ pages, redirects }: NotFoundGuardInput): string {
  // `<` escaped, so that no address can close the script element.
  const data = JSON.stringify([pages, redirects.map(({ from, to }) => [from, to])]).replace(
    /</g,
    '\\u003c',
  );
  return `(function (data) {
  function key(path) {
    return path.toLowerCase().replace(/\\.html$/, '').replace(/\\/index$/, '/').replace(/\\/+$/, '');
  }
  try {
    var l = window.location, path = l.pathname, target = path, i;
    for (i = 0; i < data[1].length; i++) {
      var from = data[1][i][0], to = data[1][i][1], prefix = from.slice(0, -1);
      if (from.charAt(from.length - 1) !== '*') {
        if (path === from) { target = to; break; }
      } else if (path.indexOf(prefix) === 0) {
        target = to.replace(':splat', path.slice(prefix.length));
        break;
      } else if (prefix.charAt(prefix.length - 1) === '/' && path === prefix.slice(0, -1)) {
        // \`/en/*\` also covers \`/en\`, as hosts read it.
        target = to.replace(':splat', '');
        break;
      }
    }
    for (i = 0; i < data[0].length; i++) {
      if (key(data[0][i]) === key(target)) { target = data[0][i]; break; }
    }
    if (target === path) return;
    window.stop();
    l.replace(target + l.search + l.hash);
  } catch (e) {}
})(${data});`;
}

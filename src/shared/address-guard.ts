/**
 * Addresses whose percent-escapes do not decode: a `%` before no two hex digits (`?discount=50%`,
 * `#%`), or bytes that are no UTF-8 (`#%E0`), as a mistyped or cut link gives them. Rspress
 * decodes the address as it renders (the language menu's links, the jump to the anchor) without
 * a guard, and the exception takes the whole page off the screen.
 *
 * The second script of every page (see theme/template.html), before any script reads the
 * address: it escapes each `%` that does not start a valid escape as `%25`, in the path, query and
 * anchor, and puts the repaired address in place with `history.replaceState`. It does so again on
 * `popstate` and `hashchange`, which it hears before the router: a reader may type an anchor into
 * the address bar. It also writes a run of slashes in the path as one: the host serves
 * `/guide//start/quick-start` the page it names, and the router, which finds no route for that
 * path, would hydrate the not-found page over it. Any other address is left exactly as it is.
 * Kept in plain ES5 and self-contained because it is inlined into the HTML as it is.
 */
export const ADDRESS_GUARD_SCRIPT = `(function () {
  function repair(text) {
    try { decodeURIComponent(text); return text; } catch (e) {}
    return text.replace(/%(?![0-9A-Fa-f]{2})/g, '%25').replace(/(?:%[0-9A-Fa-f]{2})+/g, function (run) {
      var out = '', i = 0, n = run.length / 3;
      while (i < n) {
        var b = parseInt(run.substr(i * 3 + 1, 2), 16);
        // The length of the UTF-8 sequence this byte starts; 0 for none.
        var len = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
        var sequence = run.substr(i * 3, len * 3);
        if (len && i + len <= n) {
          try {
            decodeURIComponent(sequence);
            out += sequence;
            i += len;
            continue;
          } catch (e) {}
        }
        out += '%25' + run.substr(i * 3 + 1, 2);
        i += 1;
      }
      return out;
    });
  }
  function guard() {
    try {
      var l = window.location, s = repair(l.search), h = repair(l.hash);
      var p = repair(l.pathname).replace(/[/]{2,}/g, '/');
      if (p !== l.pathname || s !== l.search || h !== l.hash) {
        window.history.replaceState(window.history.state, '', p + s + h);
      }
    } catch (e) {}
  }
  guard();
  window.addEventListener('popstate', guard);
  window.addEventListener('hashchange', guard);
})();`;

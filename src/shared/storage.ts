/**
 * Local storage that may not work: blocked by the browser (access throws) or full (writes
 * throw). Pages must keep working either way.
 */

/**
 * The first script of every page (see theme/template.html). When local storage does not work,
 * it puts an in-memory storage in its place before any other script reads it, so Rspress's
 * theme and locale-redirect scripts and hooks, and ours, keep working; nothing is persisted
 * then, and the one-time locale redirect is skipped.
 * Kept in plain ES5 and self-contained because it is inlined into the HTML as it is.
 */
export const STORAGE_GUARD_SCRIPT = `(function () {
  try {
    var s = window.localStorage, k = '__rslib_storage_probe__';
    s.setItem(k, k);
    if (s.getItem(k) === k) { s.removeItem(k); return; }
  } catch (e) {}
  // Rspress redirects first-time visitors to their language once, remembered by this flag; a
  // storage that forgets would redirect on every visit, so a page without one never redirects.
  var v = { 'rspress-visited': '1' };
  var m = {
    getItem: function (k) { return Object.prototype.hasOwnProperty.call(v, k) ? v[k] : null; },
    setItem: function (k, x) { v[k] = String(x); },
    removeItem: function (k) { delete v[k]; },
    clear: function () { v = {}; },
    key: function (i) { return Object.keys(v)[i] || null; }
  };
  Object.defineProperty(m, 'length', { get: function () { return Object.keys(v).length; } });
  try { Object.defineProperty(window, 'localStorage', { value: m, configurable: true }); } catch (e) {}
})();`;

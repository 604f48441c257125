/**
 * How a static host answers a request for the built site: clean URLs, `_redirects` rules
 * (including per-language 404 pages) and `_headers` rules, in the format Netlify and
 * Cloudflare Pages read. The preview server and the end-to-end tests use this, so the host
 * configuration we ship is the configuration we test.
 */

export interface RedirectRule {
  /** Path pattern; a trailing `*` matches the rest of the path (the splat). */
  from: string;
  /** Target path; `:splat` is replaced by what `*` matched. */
  to: string;
  status: number;
  /** `!` after the status: the rule applies even when a file exists at the path. */
  force: boolean;
}

export interface HeaderRule {
  pattern: string;
  headers: Array<[name: string, value: string]>;
}

export type Resolution =
  | { kind: 'file'; file: string; status: 200 }
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'not-found'; file: string | null; status: 404 };

export class HostConfigError extends Error {
  constructor(fileName: string, line: number, reason: string) {
    super(`${fileName}:${line}: ${reason}`);
    this.name = 'HostConfigError';
  }
}

const REDIRECT_STATUSES = new Set([200, 301, 302, 303, 307, 308, 404, 410]);

function meaningfulLines(text: string): Array<{ line: number; raw: string }> {
  return text
    .split(/\r?\n/)
    .map((raw, index) => ({ line: index + 1, raw }))
    .filter(({ raw }) => raw.trim() !== '' && !raw.trim().startsWith('#'));
}

export function parseRedirects(text: string, fileName = '_redirects'): RedirectRule[] {
  return meaningfulLines(text).map(({ line, raw }) => {
    const fields = raw.trim().split(/\s+/);
    const [from, to, statusField = '301'] = fields;
    if (!from || !to || fields.length > 3) {
      throw new HostConfigError(fileName, line, 'expected "FROM TO [STATUS]"');
    }
    if (!from.startsWith('/') || !(to.startsWith('/') || /^https?:\/\//.test(to))) {
      throw new HostConfigError(fileName, line, 'paths must start with "/"');
    }
    const force = statusField.endsWith('!');
    const status = Number(force ? statusField.slice(0, -1) : statusField);
    if (!REDIRECT_STATUSES.has(status)) {
      throw new HostConfigError(fileName, line, `unsupported status "${statusField}"`);
    }
    return { from, to, status, force };
  });
}

export function parseHeaders(text: string, fileName = '_headers'): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const { line, raw } of meaningfulLines(text)) {
    const indented = /^\s/.test(raw);
    if (!indented) {
      const pattern = raw.trim();
      if (!pattern.startsWith('/')) {
        throw new HostConfigError(fileName, line, 'a path pattern must start with "/"');
      }
      rules.push({ pattern, headers: [] });
      continue;
    }
    const current = rules.at(-1);
    if (!current) throw new HostConfigError(fileName, line, 'header line before any path');
    const colon = raw.indexOf(':');
    const name = raw.slice(0, colon).trim();
    const value = raw.slice(colon + 1).trim();
    if (colon < 0 || name === '' || value === '') {
      throw new HostConfigError(fileName, line, 'expected "Name: value"');
    }
    current.headers.push([name, value]);
  }
  return rules;
}

/** Matches `path` against a pattern whose only wildcard is a trailing `*`. */
export function matchPattern(pattern: string, path: string): { splat: string } | null {
  if (pattern.endsWith('*')) {
    const prefix = pattern.slice(0, -1);
    if (path.startsWith(prefix)) return { splat: path.slice(prefix.length) };
    // `/zh/*` also covers `/zh` itself.
    if (prefix.endsWith('/') && path === prefix.slice(0, -1)) return { splat: '' };
    return null;
  }
  return pattern === path ? { splat: '' } : null;
}

/**
 * The headers for a path: every matching rule contributes; a header named by several rules is
 * joined with ", " (what Netlify and Cloudflare Pages do), so the shipped file must not repeat one.
 */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!matchPattern(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result[key] = result[key] ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}

/** Decodes a URL path and refuses anything that could leave the site folder. */
export function normalizePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return decoded.replace(/\/{2,}/g, '/');
}

/**
 * Resolves a request path to a file of the site, the way a static host with clean URLs does:
 * `/a/` → `a/index.html`, `/a` → `a.html`, a redirect to the one that exists when the slash
 * does not fit (`/a` → `/a/` for a folder, `/a/` → `/a` for a page, as Cloudflare Pages does),
 * then the `_redirects` rules, whose 404 rules pick the not-found page of the path's language.
 */
export function resolveRequest(
  pathname: string,
  exists: (file: string) => boolean,
  redirects: RedirectRule[],
): Resolution {
  const path = normalizePath(pathname);
  if (path === null)
    return { kind: 'not-found', file: notFoundFile('/', exists, redirects), status: 404 };

  for (const rule of redirects) {
    if (!rule.force) continue;
    const applied = applyRule(rule, path, exists);
    if (applied) return applied;
  }

  const served = servedFile(path, exists);
  if (served) return served;
  if (path.length > 1 && path.endsWith('/') && exists(`${path.slice(1, -1)}.html`)) {
    return { kind: 'redirect', location: path.slice(0, -1), status: 301 };
  }

  for (const rule of redirects) {
    if (rule.force) continue;
    const applied = applyRule(rule, path, exists);
    if (applied) return applied;
  }
  return { kind: 'not-found', file: null, status: 404 };
}

/**
 * Resolves a request path the way GitHub Pages does, which reads neither `_redirects` nor
 * `_headers`: `/a/` → `a/index.html`, `/a` → `a` or `a.html`, a redirect to `/a/` for a folder,
 * and for every other path `404.html`, whatever its language (src/shared/not-found-guard.ts).
 */
export function resolveGitHubPagesRequest(
  pathname: string,
  exists: (file: string) => boolean,
): Resolution {
  const notFound: Resolution = {
    kind: 'not-found',
    file: exists('404.html') ? '404.html' : null,
    status: 404,
  };
  const path = normalizePath(pathname);
  return (path === null ? null : servedFile(path, exists)) ?? notFound;
}

/** The file a clean-URL host serves at `path`, or its redirect to the folder's `/`; else null. */
function servedFile(path: string, exists: (file: string) => boolean): Resolution | null {
  const relative = path.slice(1);
  const candidates = path.endsWith('/')
    ? [`${relative}index.html`]
    : [relative, `${relative}.html`];
  for (const file of candidates) {
    if (file !== '' && exists(file)) return { kind: 'file', file, status: 200 };
  }
  if (!path.endsWith('/') && exists(`${relative}/index.html`)) {
    return { kind: 'redirect', location: `${path}/`, status: 301 };
  }
  return null;
}

function applyRule(
  rule: RedirectRule,
  path: string,
  exists: (file: string) => boolean,
): Resolution | null {
  const match = matchPattern(rule.from, path);
  if (!match) return null;
  const target = rule.to.replace(':splat', match.splat);
  if (rule.status === 404 || rule.status === 410) {
    const file = target.slice(1);
    return { kind: 'not-found', file: exists(file) ? file : null, status: 404 };
  }
  if (rule.status === 200) {
    const file = target.slice(1);
    return exists(file) ? { kind: 'file', file, status: 200 } : null;
  }
  return { kind: 'redirect', location: target, status: rule.status };
}

function notFoundFile(
  path: string,
  exists: (file: string) => boolean,
  redirects: RedirectRule[],
): string | null {
  const rule = redirects.find((r) => r.status === 404 && matchPattern(r.from, path));
  const file = rule?.to.slice(1);
  return file && exists(file) ? file : null;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeFor(file: string): string {
  const dot = file.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.slice(dot).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { escapeMarkup } from './markup';

/**
 * The Content Security Policy of every page, sent by the static host and written into the page
 * itself for hosts that send no headers. Scripts run only from the site's own files and from the
 * inline scripts the build wrote (each allowed by its hash, so a script injected into a page
 * does not run); styles may be inline because Rspress's theme sets style attributes and adds a
 * style element while its mobile menu is open.
 */
export interface PolicyOptions {
  /** `sha256-…` sources for the inline scripts of the built pages. */
  scriptHashes: readonly string[];
  /** Other origins the pages fetch from (the hosted search service, when configured). */
  connectSources?: readonly string[];
  /**
   * `meta` for the page's own `<meta http-equiv>` element, which may not hold `frame-ancestors`
   * (browsers ignore it there, and say so in the console); `header` by default.
   */
  delivery?: 'header' | 'meta';
}

/** Algolia's search hosts, which the DocSearch client calls when hosted search is configured. */
export const HOSTED_SEARCH_SOURCES = ['https://*.algolia.net', 'https://*.algolianet.com'];

export function contentSecurityPolicy({
  scriptHashes,
  connectSources = [],
  delivery = 'header',
}: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectSources],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  if (delivery === 'header') directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The `sha256-…` source of each inline script of `html` (scripts with `src` need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  let body: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && !('src' in attributes) && isJavaScript(attributes.type)) body = '';
      },
      ontext(text) {
        if (body !== null) body += text;
      },
      onclosetag(name) {
        if (name !== 'script' || body === null) return;
        hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
        body = null;
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return hashes;
}

function isJavaScript(type: string | undefined): boolean {
  return !type || /^(text|application)\/javascript$|^module$/i.test(type.trim());
}

/**
 * `_headers` with `name: value` added to the rule for `pattern` (a new rule at the end if there
 * is none). The file's comments and other rules stay as written.
 */
export function addHeader(text: string, pattern: string, name: string, value: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === pattern && !/^\s/.test(line));
  if (start === -1) return `${text.replace(/\n*$/, '\n')}\n${pattern}\n  ${name}: ${value}\n`;
  let end = start + 1;
  while (end < lines.length && /^\s+\S/.test(lines[end] ?? '')) end += 1;
  lines.splice(end, 0, `  ${name}: ${value}`);
  return lines.join('\n');
}

/**
 * `html` with `policy` in a `<meta http-equiv="Content-Security-Policy">` element right after its
 * `<meta charset>`: a policy given so covers only what follows it, so it must come before the
 * first script, and the charset must stay within the document's first bytes. Throws, naming
 * `file`, when the document has no charset element, or a script before it.
 */
export function withPolicyMeta(html: string, policy: string, file: string): string {
  let insertAt = -1;
  let scriptFirst = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (insertAt !== -1 || scriptFirst) return;
        if (name === 'script') scriptFirst = true;
        else if (name === 'meta' && 'charset' in attributes) insertAt = parser.endIndex + 1;
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  if (insertAt === -1) {
    throw new Error(
      scriptFirst
        ? `${file}: a script comes before the <meta charset> element, so the policy would not cover it`
        : `${file}: the page has no <meta charset> element to put the policy after`,
    );
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeMarkup(policy)}">`;
  return `${html.slice(0, insertAt)}\n${meta}${html.slice(insertAt)}`;
}

/**
 * Serves the built site the way a static host does (see src/node/static-host.ts): clean URLs,
 * `_redirects`, `_headers`, per-language 404 pages with status 404, gzip for text.
 * Usage: `tsx scripts/serve.ts --help` (`pnpm preview` serves `doc_build` on port 4173).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { commandLine } from '#node/command-line';
import {
  contentTypeFor,
  headersFor,
  parseHeaders,
  parseRedirects,
  resolveGitHubPagesRequest,
  resolveRequest,
} from '#node/static-host';

const USAGE = `Usage: tsx scripts/serve.ts [--dir doc_build] [--port 4173] [--host 127.0.0.1]
                            [--github-pages]

Serves a built site as a static host does: clean URLs, _redirects, _headers, per-language 404
pages, gzip. pnpm preview serves doc_build on port 4173. --github-pages serves it as GitHub
Pages does: no _redirects or _headers, and 404.html for every miss.`;

const { values } = commandLine(USAGE, {
  options: {
    dir: { type: 'string', default: 'doc_build' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    'github-pages': { type: 'boolean', default: false },
  },
});

const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run "pnpm build" first.`);
  process.exit(1);
}

function readOptional(file: string): string {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : '';
}

const githubPages = values['github-pages'];
const redirects = githubPages ? [] : parseRedirects(readOptional('_redirects'));
const headerRules = githubPages ? [] : parseHeaders(readOptional('_headers'));
const exists = (file: string) => {
  const full = path.join(root, file);
  return full.startsWith(root) && existsSync(full) && statSync(full).isFile();
};

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const resolution = githubPages
    ? resolveGitHubPagesRequest(url.pathname, exists)
    : resolveRequest(url.pathname, exists, redirects);
  // Only what `_headers` ships: a header of the preview's own would be tested here and missing
  // on the real host.
  const headers: Record<string, string> = { ...headersFor(headerRules, url.pathname) };
  if (resolution.kind === 'redirect') {
    response.writeHead(resolution.status, {
      ...headers,
      location: resolution.location + url.search,
    });
    response.end();
    return;
  }
  if (resolution.file === null) {
    response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  let body: Buffer = readFileSync(path.join(root, resolution.file));
  const type = contentTypeFor(resolution.file);
  headers['content-type'] = type;
  const compressible = /^(text\/|application\/(json|xml|rss|manifest))|svg/.test(type);
  if (compressible && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
    headers.vary = 'Accept-Encoding';
  }
  headers['content-length'] = String(body.length);
  response.writeHead(resolution.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
});

server.listen(Number(values.port), values.host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/`,
  );
});

/**
 * The one place where the site depends on the shape of files Rspress writes, for the two things
 * no Rspress option or hook covers. Everything else stands on its documented config and hooks.
 *
 * The Chinese 404 page (src/node/rspress/plugin-locale-not-found-pages.ts) is a route of its own so that it renders
 * in Chinese, but it is no document and it is served for other paths:
 * - its `<link rel="preload">` of its route chunk would go unused there (a console warning);
 * - core llms gives it a Markdown twin and an entry in `llms-full.txt`.
 *
 * Each edit checks that it found what it expects, and otherwise fails the build with a message
 * naming the Rspress version it was written for, so an upgrade that changes the shape is caught by
 * `pnpm build` (and `pnpm test`), never shipped as a broken page.
 */

import { createRequire } from 'node:module';

/** The installed @rspress/core's version, for messages about a changed shape. */
export function installedRspressVersion(): string {
  return (createRequire(import.meta.url)('@rspress/core/package.json') as { version: string })
    .version;
}

/** The Rspress release whose output these edits were written against. */
export const ADAPTED_RSPRESS_VERSION = '2.0.22';

export class RspressShapeError extends Error {
  constructor(what: string, installed: string) {
    super(
      `src/node/rspress/adapter.ts was written for @rspress/core ${ADAPTED_RSPRESS_VERSION}, and ` +
        `@rspress/core ${installed} no longer matches: ${what}. Check what Rspress now writes ` +
        'and update the adapter.',
    );
    this.name = 'RspressShapeError';
  }
}

/** Async chunks are named by id (see `tools.rspack` in rspress.config.ts): the route's among them. */
const ROUTE_PRELOAD = /<link rel="preload" href="[^"]*\/static\/js\/async\/[^"]*" as="script">/g;

/** The page's HTML without `<link rel="preload">` hints for its route chunk. */
export function withoutRoutePreloads(html: string, installed: string): string {
  if (!html.match(ROUTE_PRELOAD)) {
    throw new RspressShapeError(
      'the 404 page has no `<link rel="preload" href=".../static/js/async/…" as="script">`',
      installed,
    );
  }
  return html.replace(ROUTE_PRELOAD, '');
}

/**
 * Removes one page's entry from an `llms-full.txt` bundle, where each page starts with a
 * `---\nurl: …\n---` block.
 */
export function removeFromLlmsFull(bundle: string, markdownUrl: string, installed: string): string {
  const entries = bundle.split(/(?=^---\nurl: )/m);
  const kept = entries.filter((entry) => !entry.startsWith(`---\nurl: ${markdownUrl}\n`));
  if (kept.length !== entries.length - 1) {
    throw new RspressShapeError(
      `llms-full.txt has no entry starting \`---\\nurl: ${markdownUrl}\``,
      installed,
    );
  }
  return kept.join('');
}

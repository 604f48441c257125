/**
 * Every rslib.rs address that the installed `@rslib/core` prints (JSDoc links in its types, error
 * and warning messages in its code) must open a page of this site, at the element its fragment
 * names. The addresses are read from the package itself, so a new release's links are checked
 * as soon as it is installed. The Chinese site has the same tails under /zh, so each is checked
 * there too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { openBuiltSite } from '../support/site-links';
import { expect, test } from './fixtures';

const SITE = openBuiltSite(path.resolve(process.env.E2E_SITE_DIR ?? 'doc_build'));
const PACKAGE_ROOT = path.dirname(
  createRequire(import.meta.url).resolve('@rslib/core/package.json'),
);
/** Folders of the published package whose text a user reads: the code and the type definitions. */
const PACKAGE_FOLDERS = ['dist', 'dist-types'];
const SITE_URL = /https?:\/\/(?:www\.)?rslib\.rs(?:\/[^\s'"`<>(){}[\]\\*]*)?/g;
/** Redirects a browser follows before it gives up; a static host needs one or two. */
const MAX_HOPS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Each distinct address, without the sentence punctuation that may follow it in a message. */
function packageAddresses(): URL[] {
  const found = new Set<string>();
  for (const folder of PACKAGE_FOLDERS) {
    for (const file of filesUnder(path.join(PACKAGE_ROOT, folder))) {
      if (!/\.(js|mjs|cjs|ts)$/.test(file)) continue;
      for (const [match] of readFileSync(file, 'utf8').matchAll(SITE_URL)) {
        found.add(match.replace(/[.,;:!?]+$/, ''));
      }
    }
  }
  return [...found].sort().map((address) => new URL(address));
}

const ADDRESSES = packageAddresses();

test.describe('addresses printed by @rslib/core', () => {
  test('the package prints addresses of this site', () => {
    expect(ADDRESSES.length, `no rslib.rs address found under ${PACKAGE_ROOT}`).toBeGreaterThan(0);
  });

  test('each opens a page of this site at its anchor, in both languages', async ({ request }) => {
    const problems: string[] = [];
    for (const address of ADDRESSES) {
      for (const prefix of ['', '/zh']) {
        const start = `${prefix}${address.pathname}`;
        let current = start;
        // A Location without a fragment keeps the link's fragment; one with a fragment replaces it.
        let fragment = address.hash.slice(1);
        let response = await request.get(current, { maxRedirects: 0 });
        for (let hop = 0; hop < MAX_HOPS && REDIRECT_STATUSES.has(response.status()); hop++) {
          const location = new URL(
            response.headers().location ?? '',
            new URL(current, 'http://site'),
          );
          if (location.hash) fragment = location.hash.slice(1);
          current = location.pathname;
          response = await request.get(current, { maxRedirects: 0 });
        }
        const shown = `${start}${address.hash}`;
        if (response.status() !== 200) {
          problems.push(`${shown}: ${current} answers ${response.status()}`);
          continue;
        }
        if (!fragment) continue;
        const target = SITE.resolve(current);
        if (target.kind !== 'file') {
          problems.push(`${shown}: the build has no file for ${current}`);
        } else if (!SITE.idsOf(target.file).has(decodeURIComponent(fragment))) {
          problems.push(`${shown}: ${target.file} has no element with id "${fragment}"`);
        }
      }
    }
    expect(problems, `${ADDRESSES.length} addresses checked`).toEqual([]);
  });
});

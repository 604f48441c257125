import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { LANGUAGES } from '#shared/locale-path';
import { isOverviewPage } from '#shared/overview';
import { listedPages, PAGE_MODULE_FIELDS, type PageRecord, slimPageRecord } from '../page-data';
import { listPageFiles } from '../routes';
import { installedRspressVersion } from './adapter';

/** What Rspress's compiler holds for the page it compiles, which becomes the page module's meta. */
interface PageMeta {
  [field: string]: unknown;
  frontmatter?: Record<string, unknown>;
  /** An overview page's listed pages with their headings (`theme/components/Overview`). */
  overviewPages?: ReturnType<typeof listedPages>;
}

const rspressChanged = (what: string) =>
  new Error(
    `rslib-docs:slim-page-data: @rspress/core ${installedRspressVersion()} ${what}, so pages ` +
      'cannot carry their own data. Update src/node/rspress/plugin-slim-page-data.ts.',
  );

/**
 * A hash of every heading line of the pages: an overview page's module holds other pages'
 * headings, which the build cache doesn't know it depends on, so a heading written anywhere
 * starts the cache afresh rather than leave an overview listing the old one.
 */
function headingsDigest(docsRoot: string): string {
  const hash = createHash('sha256');
  for (const lang of LANGUAGES)
    for (const file of listPageFiles(docsRoot, lang)) {
      const source = readFileSync(path.join(docsRoot, lang, file), 'utf8');
      hash.update(file).update(source.match(/^#{1,6}\s.*$/gm)?.join('\n') ?? '');
    }
  return hash.digest('hex');
}

/**
 * Keeps the page records in every first load small (src/node/page-data.ts), through Rspress's
 * plugin hooks: `modifySearchIndexData` sees every page's record first, with its headings;
 * `extendPageData` then gets each record before it is bundled, and takes out what each page
 * reads from its own module. A remark step puts that in the page meta Rspress's compiler hands
 * its remark plugins (`this.data('pageMeta')`), which becomes the page module's and which the
 * runtime spreads into the page's data: its last-updated time, and on an overview page the
 * headings of the pages it lists.
 */
export function pluginSlimPageData(docsRoot: string): RspressPlugin {
  let pages: PageRecord[] | undefined;

  let byFile: Map<unknown, PageRecord> | undefined;
  const remarkPageModule = function (this: { data(key: string): unknown }) {
    return (_tree: unknown, file: { path?: string }) => {
      const meta = this.data('pageMeta') as PageMeta | undefined;
      if (!meta) throw rspressChanged('no longer hands remark plugins the page meta (2.0.22 does)');
      if (!pages)
        throw rspressChanged(
          'compiles pages before calling modifySearchIndexData (2.0.22 calls it first)',
        );
      byFile ??= new Map(pages.map((page) => [page._relativePath, page]));
      const relative = path
        .relative(docsRoot, file.path ?? '')
        .split(path.sep)
        .join('/');
      const page = byFile.get(relative);
      // A Markdown file that is no page of its own (a fragment another page imports).
      if (!page) return;
      for (const field of PAGE_MODULE_FIELDS)
        if (page[field] !== undefined) meta[field] = page[field];
      if (isOverviewPage(meta.frontmatter)) meta.overviewPages = listedPages(pages, page.routePath);
    };
  };

  return {
    name: 'rslib-docs:slim-page-data',
    markdown: { remarkPlugins: [remarkPageModule] },
    // Rspress turns the build cache on unless this variable says not to; the digest adds to its.
    ...(process.env.RSPRESS_PERSISTENT_CACHE === 'false'
      ? {}
      : {
          builderConfig: {
            performance: { buildCache: { cacheDigest: [headingsDigest(docsRoot)] } },
          },
        }),
    modifySearchIndexData(records) {
      pages = records as unknown as PageRecord[];
    },
    extendPageData(page) {
      slimPageRecord(page as unknown as PageRecord);
    },
  };
}

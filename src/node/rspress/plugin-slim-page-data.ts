import type { RspressPlugin } from '@rspress/core';
import { listedByOverview, type PageRecord, slimPageRecord } from '../page-data';
import { installedRspressVersion } from './adapter';

/**
 * Keeps the page records in every first load small (src/node/page-data.ts), through Rspress's
 * documented plugin hooks: `modifySearchIndexData` sees every page's record first, which tells
 * which pages an overview lists; `extendPageData` then gets each record before it is bundled.
 */
export function pluginSlimPageData(): RspressPlugin {
  let listed: ((routePath: string) => boolean) | undefined;
  return {
    name: 'rslib-docs:slim-page-data',
    modifySearchIndexData(pages) {
      listed = listedByOverview(pages as unknown as PageRecord[]);
    },
    extendPageData(page) {
      if (!listed) {
        throw new Error(
          `rslib-docs:slim-page-data: @rspress/core ${installedRspressVersion()} called extendPageData ` +
            'before modifySearchIndexData (2.0.22 calls them the other way round), so the pages ' +
            'that overviews list are unknown. Update src/node/rspress/plugin-slim-page-data.ts.',
        );
      }
      const record = page as unknown as PageRecord;
      slimPageRecord(record, listed(record.routePath));
    },
  };
}

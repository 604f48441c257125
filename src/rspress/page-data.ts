import type { RspressPlugin } from '@rspress/core';
import { listedByOverview, type PageRecord, slimPageRecord } from '../page-data';

/**
 * Keeps the page records in every first load small (src/page-data.ts), through Rspress's
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
          'rslib-docs:slim-page-data: Rspress called extendPageData before modifySearchIndexData, ' +
            'so the pages that overviews list are unknown. Check the order of these hooks in the ' +
            'installed @rspress/core before updating src/rspress/page-data.ts.',
        );
      }
      const record = page as unknown as PageRecord;
      slimPageRecord(record, listed(record.routePath));
    },
  };
}

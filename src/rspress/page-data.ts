import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { slimPageDataModule, slimSiteDataModule } from '../page-data';

/** The modules Rspress generates with a record per page and the site's config (src/page-data.ts). */
const PAGE_DATA_MODULE = /[\\/]virtual-page-data\.js$/;
const SITE_DATA_MODULE = /[\\/]virtual-site-data\.js$/;

const slimPageDataTransform: RsbuildPlugin = {
  name: 'rslib-docs:slim-page-data',
  setup(api) {
    // `post`: after the loader that fills the virtual module in.
    api.transform({ test: PAGE_DATA_MODULE, enforce: 'post' }, ({ code }) =>
      slimPageDataModule(code),
    );
    api.transform({ test: SITE_DATA_MODULE, enforce: 'post' }, ({ code }) =>
      slimSiteDataModule(code),
    );
  },
};

/**
 * Slims `virtual-page-data` and `virtual-site-data` in every bundle (the browser's and the prerenderer's, so both render
 * the same page) to the fields the client reads.
 */
export function pluginSlimPageData(): RspressPlugin {
  return {
    name: 'rslib-docs:slim-page-data',
    builderConfig: { plugins: [slimPageDataTransform] },
  };
}

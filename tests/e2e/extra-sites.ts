import path from 'node:path';

/** The versioned fixture's folder; it builds into `doc_build` inside it. */
export const FIXTURE_DIR = path.resolve('tests/fixtures/versioned');
export const FIXTURE_OUT_DIR = path.join(FIXTURE_DIR, 'doc_build');

/** Where this site built for hosted DocSearch goes, and the stub credentials it is built with. */
export const HOSTED_OUT_DIR = path.resolve('.scratch/hosted-build');
export const HOSTED_ENV = {
  DOCSEARCH_APP_ID: 'STUBAPP',
  DOCSEARCH_API_KEY: 'stub-search-key',
  DOCSEARCH_INDEX_NAME: 'rslib',
};

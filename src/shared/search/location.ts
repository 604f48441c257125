/** Where the build writes each language's index (`/search/<lang>/…`) and the browser reads it. */
export const SEARCH_INDEX_BASE = '/search/';

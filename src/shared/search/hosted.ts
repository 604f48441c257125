/** Hosted Algolia DocSearch, used instead of the local index when the build is given credentials. */
export interface HostedSearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** The build-time environment variables that switch search to a hosted DocSearch index. */
const HOSTED_SEARCH_ENV = {
  appId: 'DOCSEARCH_APP_ID',
  apiKey: 'DOCSEARCH_API_KEY',
  indexName: 'DOCSEARCH_INDEX_NAME',
} as const;

/**
 * The hosted search configuration from the environment, or null to use the local index. A
 * partial configuration is an error with the search client's own messages, so that a typo in
 * CI fails the build instead of shipping a search that cannot answer.
 */
export function hostedSearchConfig(
  env: Record<string, string | undefined>,
): HostedSearchConfig | null {
  const value = (name: string) => env[name]?.trim() ?? '';
  const appId = value(HOSTED_SEARCH_ENV.appId);
  const apiKey = value(HOSTED_SEARCH_ENV.apiKey);
  const indexName = value(HOSTED_SEARCH_ENV.indexName);
  if (!appId && !apiKey && !indexName) return null;
  if (!appId) throw new Error('`appId` is missing.');
  if (!apiKey) throw new Error('`apiKey` is missing.');
  if (!indexName) throw new Error('`indexName` is missing.');
  return { appId, apiKey, indexName };
}

/** The filter that keeps a hosted index's results to the reader's language. */
export function languageFilter(lang: string): string[] {
  return [`lang:${lang}`];
}

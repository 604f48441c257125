import { describe, expect, it } from 'vitest';
import { hostedSearchConfig, languageFilter } from '#shared/search/hosted';

describe('hostedSearchConfig', () => {
  it('is null without credentials: search uses the local index', () => {
    expect(hostedSearchConfig({})).toBeNull();
    expect(hostedSearchConfig({ DOCSEARCH_APP_ID: '  ' })).toBeNull();
  });

  it('reads all three values', () => {
    expect(
      hostedSearchConfig({
        DOCSEARCH_APP_ID: 'APP',
        DOCSEARCH_API_KEY: 'key',
        DOCSEARCH_INDEX_NAME: 'rslib',
      }),
    ).toEqual({ appId: 'APP', apiKey: 'key', indexName: 'rslib' });
  });

  it('refuses a partial configuration with the client messages', () => {
    expect(() =>
      hostedSearchConfig({ DOCSEARCH_API_KEY: 'key', DOCSEARCH_INDEX_NAME: 'i' }),
    ).toThrow('`appId` is missing.');
    expect(() =>
      hostedSearchConfig({ DOCSEARCH_APP_ID: 'APP', DOCSEARCH_INDEX_NAME: 'i' }),
    ).toThrow('`apiKey` is missing.');
    expect(() => hostedSearchConfig({ DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'k' })).toThrow(
      '`indexName` is missing.',
    );
  });

  it('filters hosted results to the reader language', () => {
    expect(languageFilter('zh')).toEqual(['lang:zh']);
  });
});

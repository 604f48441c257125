interface ImportMetaEnv {
  /** True while Rspress renders pages to Markdown (the .md twins and llms files). */
  readonly SSG_MD?: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Set at build time from DOCSEARCH_* (see rspress.config.ts); null means the local index. */
declare const __HOSTED_SEARCH__: import('#shared/search/hosted').HostedSearchConfig | null;

/** The popup texts of config keys, one module per language (src/node/rspress/plugin-config-keys.ts). */
declare module 'virtual-config-keys-en' {
  const texts: import('#shared/config-key-tip').ConfigKeyTexts;
  export default texts;
}
declare module 'virtual-config-keys-zh' {
  const texts: import('#shared/config-key-tip').ConfigKeyTexts;
  export default texts;
}

interface ImportMetaEnv {
  /** True while Rspress renders pages to Markdown (the .md twins and llms files). */
  readonly SSG_MD?: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

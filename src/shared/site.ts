/** Facts about the site that the config, the theme and the tests share. */
export const SITE = {
  title: 'Rslib',
  origin: 'https://rslib.rs',
  repository: 'https://github.com/web-infra-dev/rslib',
  editBaseUrl: 'https://github.com/web-infra-dev/rslib/tree/main/website/docs',
  x: 'https://twitter.com/rspack_dev',
  discord: 'https://discord.gg/XsaKEEk4mW',
  description: {
    en: 'Rslib is a library development tool built on Rsbuild: ship ESM, CJS and UMD packages with type declarations, bundled or bundleless.',
    zh: 'Rslib 是基于 Rsbuild 的库开发工具：产出 ESM、CJS、UMD 格式的包和类型声明，支持打包与 bundleless 两种模式。',
  },
} as const;

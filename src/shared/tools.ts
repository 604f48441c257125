/** The Rstack family: the tools of the nav switcher and of the home page's landing block. */

export interface ToolLink {
  name: string;
  /** Chinese description. */
  desc: string;
  /** English description. */
  descEn: string;
  /** Logo path under public/, or empty for none (a transparent placeholder is shown). */
  logo: string;
  /** The link for Chinese readers (the tool's Chinese site where it has one). */
  url: string;
  /** The link for English readers, when it differs. */
  urlEn?: string;
  /** Visual size of the logo inside its box, 1 = fills it. */
  logoScale?: number;
}

export interface LandingCard {
  name: string;
  desc: string;
  logo: string;
  url: string;
  urlText: string;
}

/** A 1×1 transparent GIF: keeps the logo's box when a logo is missing or fails to load. */
export const TRANSPARENT_PIXEL =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export const RSTACK_TOOLS: readonly ToolLink[] = [
  {
    name: 'Rspack',
    desc: '基于 Rust 的高性能 Web 打包工具，兼容 webpack 生态',
    descEn: 'A fast Rust-based web bundler, compatible with the webpack ecosystem',
    logo: '/tools/rspack.svg',
    url: 'https://rspack.rs/zh/',
    urlEn: 'https://rspack.rs/',
  },
  {
    name: 'Rsbuild',
    desc: '由 Rspack 驱动的 Web 应用构建工具，开箱即用',
    descEn: 'A build tool for web apps, powered by Rspack and ready out of the box',
    logo: '/tools/rsbuild.svg',
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
  },
  {
    name: 'Rspress',
    desc: '基于 Rsbuild 的静态站点生成器，适合搭建文档站',
    descEn: 'A static site generator on Rsbuild, made for documentation sites',
    logo: '/tools/rspress.svg',
    url: 'https://rspress.rs/zh/',
    urlEn: 'https://rspress.rs/',
  },
  {
    name: 'Rslib',
    desc: '基于 Rsbuild 的库开发工具，产出 ESM、CJS 和类型声明',
    descEn: 'A library development tool on Rsbuild: ESM, CJS and type declarations',
    logo: '/rslib-icon.svg',
    url: 'https://rslib.rs/zh/',
    urlEn: 'https://rslib.rs/',
  },
  {
    name: 'Rsdoctor',
    desc: '面向 Rspack 和 webpack 的一站式构建分析工具',
    descEn: 'A one-stop build analyzer for Rspack and webpack',
    logo: '/tools/rsdoctor.svg',
    url: 'https://rsdoctor.rs/zh/',
    urlEn: 'https://rsdoctor.rs/',
  },
  {
    name: 'Rstest',
    desc: '由 Rspack 驱动的测试框架，与构建配置保持一致',
    descEn: 'A testing framework powered by Rspack, sharing your build setup',
    logo: '/tools/rstest.svg',
    url: 'https://rstest.rs/zh/',
    urlEn: 'https://rstest.rs/',
  },
  {
    name: 'Rslint',
    desc: '面向 JavaScript 和 TypeScript 的高性能代码检查工具',
    descEn: 'A fast linter for JavaScript and TypeScript',
    logo: '/tools/rslint.svg',
    url: 'https://rslint.rs/',
  },
  {
    name: 'Awesome Rstack',
    desc: 'Rstack 生态的插件、模板与资源精选列表',
    descEn: 'A curated list of plugins, templates and resources around Rstack',
    logo: '/tools/awesome-rstack.svg',
    url: 'https://github.com/web-infra-dev/awesome-rstack',
    logoScale: 0.85,
  },
];

/** A tool's description and link in the reader's language (English ones when they exist). */
export function localizeTool(tool: ToolLink, lang: 'en' | 'zh'): { desc: string; url: string } {
  if (lang === 'en') return { desc: tool.descEn || tool.desc, url: tool.urlEn ?? tool.url };
  return { desc: tool.desc, url: tool.url };
}

export function logoSrc(tool: Pick<ToolLink, 'logo'>): string {
  return tool.logo || TRANSPARENT_PIXEL;
}

/** `https://rspack.rs/zh/` → `rspack.rs`: the address a reader recognises, as link text. */
export function displayUrl(url: string): string {
  const { host, pathname } = new URL(url);
  const path = pathname.replace(/\/(zh\/?)?$/, '');
  return `${host}${path}`;
}

/** The landing block's cards: the family's tools without the resource list. */
export function landingCards(lang: 'en' | 'zh'): LandingCard[] {
  return RSTACK_TOOLS.filter((tool) => tool.name !== 'Awesome Rstack').map((tool) => {
    const { desc, url } = localizeTool(tool, lang);
    return { name: tool.name, desc, logo: logoSrc(tool), url, urlText: displayUrl(url) };
  });
}

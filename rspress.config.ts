import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';
import { type FeedItem, pluginRss } from '@rspress/plugin-rss';
import { rehypeCalloutTitles } from '#node/callout-titles';
import { rehypeCodeBreaks } from '#node/code-breaks';
import { HOSTED_SEARCH_SOURCES } from '#node/csp';
import { cleanFeedContent } from '#node/feed';
import { llmsIndexLink, markdownTwinLink, renderLlmsTxt } from '#node/llms';
import { remarkNarrowDiagrams } from '#node/narrow-diagrams';
import { pluginConfigKeys } from '#node/rspress/plugin-config-keys';
import { pluginContentSecurityPolicy } from '#node/rspress/plugin-csp';
import { pluginDevServer } from '#node/rspress/plugin-dev-server';
import { pluginDocSearchOptionLinks } from '#node/rspress/plugin-docsearch-option-links';
import { pluginFrontMatterGuard } from '#node/rspress/plugin-front-matter-guard';
import { pluginLocaleNotFoundPages } from '#node/rspress/plugin-locale-not-found-pages';
import { pluginSearchIndex } from '#node/rspress/plugin-search-index';
import { pluginSeo } from '#node/rspress/plugin-seo';
import { pluginSlimPageData } from '#node/rspress/plugin-slim-page-data';
import { ADDRESS_GUARD_SCRIPT } from '#shared/address-guard';
import { UI_TEXT } from '#shared/i18n';
import { DEFAULT_LANGUAGE } from '#shared/locale-path';
import { hostedSearchConfig } from '#shared/search/hosted';
import { SITE } from '#shared/site';
import { STORAGE_GUARD_SCRIPT } from '#shared/storage';
import { UI_SWITCH_SCRIPT } from '#shared/ui-switch';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));
// DOCS_ROOT serves another copy of the pages (the dev-server test edits one).
const docsRoot = process.env.DOCS_ROOT
  ? path.resolve(process.env.DOCS_ROOT)
  : path.join(projectRoot, 'docs');
// DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME switch search to hosted Algolia
// DocSearch; without them it uses the index the build writes (src/shared/search/hosted.ts).
const hostedSearch = hostedSearchConfig(process.env);

/** Links to these are fine: the build writes them (RSS plugin, core llms). */
const GENERATED_FILE = /^\/(zh\/)?(rss\/[\w-]+\.xml|llms(-full)?\.txt)$/;

// Feed readers get the article, not the page's buttons and heading anchors.
const feedItem = (item: FeedItem): FeedItem => ({
  ...item,
  content: item.content && cleanFeedContent(item.content),
});

export default defineConfig({
  root: docsRoot,
  title: SITE.title,
  siteOrigin: SITE.origin,
  icon: new URL('./public/rslib-icon.svg', import.meta.url),
  logo: { light: '/rslib-logo-light.svg', dark: '/rslib-logo-dark.svg' },
  logoText: SITE.title,
  lang: DEFAULT_LANGUAGE,
  locales: [
    { lang: 'en', label: 'English', title: SITE.title, description: SITE.description.en },
    { lang: 'zh', label: '简体中文', title: SITE.title, description: SITE.description.zh },
  ],
  i18nSource: UI_TEXT,
  route: {
    cleanUrls: true,
    // First-time readers who land on an English page with a Chinese browser go to the Chinese
    // page, once; nobody is moved off a page in the language they chose.
    localeRedirect: 'only-default-lang',
  },
  markdown: {
    link: {
      // Files the build writes besides pages (feeds, llms.txt) are not routes, but are there.
      checkDeadLinks: { excludes: (url) => GENERATED_FILE.test(url) },
      checkAnchors: true,
    },
    image: { checkDeadImages: true },
    showLineNumbers: false,
    defaultWrapCode: false,
    // Where lines may break in inline code and headings (src/node/code-breaks.ts); callout
    // titles in the page's language (src/node/callout-titles.ts).
    rehypePlugins: [rehypeCodeBreaks, [rehypeCalloutTitles, { docsRoot }]],
    // A diagram's phone drawing, `x.narrow.svg` beside `x.svg` (src/node/narrow-diagrams.ts).
    remarkPlugins: [remarkNarrowDiagrams],
  },
  // A page that exists in one language only fails the build, naming the missing file.
  languageParity: { enabled: true },
  // Our zoom (theme/components/ImageZoom) zooms on a white backdrop; Rspress's forces the page's.
  mediumZoom: false,
  globalUIComponents: [
    path.join(projectRoot, 'theme/components/ImageZoom/index.tsx'),
    // The popup of the option keys in config code blocks (src/node/rspress/plugin-config-keys.ts).
    path.join(projectRoot, 'theme/components/ConfigKeyTip/index.tsx'),
  ],
  // Search is the DocSearch modal over our own index (src/shared/search, theme/components/Search),
  // so Rspress's index and panel are not built.
  search: false,
  // Core `llms` renders each page (MDX components included) to Markdown; see README.
  llms: { llmsTxt: (context) => renderLlmsTxt(context, SITE.description) },
  head: [markdownTwinLink, (route) => llmsIndexLink(route, DEFAULT_LANGUAGE)],
  themeConfig: {
    darkMode: true,
    // The navbar stays: pages are long references readers jump around in ('auto' hides it
    // while scrolling down, 'always' hides it; see theme/logic/useHideNavbar.ts).
    hideNavbar: 'never',
    // Rspress's own hint names the requested path's twin, which differs between a not-found page
    // as rendered and as hydrated elsewhere; `head` above gives the same links as static HTML.
    // 'title': the Copy Markdown button and Open menu by the page title; the outline's rows are
    // stand-ins that render nothing (theme/components/NoOutlineLlmsRow).
    llmsUI: { injectLlmsHint: false, placement: 'title' },
    lastUpdated: true,
    enableScrollToTop: true,
    editLink: { docRepoBaseUrl: SITE.editBaseUrl },
    socialLinks: [
      { icon: 'github', mode: 'link', content: SITE.repository },
      { icon: 'x', mode: 'link', content: SITE.x },
      { icon: 'discord', mode: 'link', content: SITE.discord },
    ],
  },
  // DOCS_OUT_DIR builds into another folder (the hosted-search tests build a second site).
  outDir: process.env.DOCS_OUT_DIR ?? 'doc_build',
  builderConfig: {
    server: { publicDir: { name: path.join(projectRoot, 'public') } },
    source: { define: { __HOSTED_SEARCH__: JSON.stringify(hostedSearch) } },
    splitChunks: {
      cacheGroups: {
        // The search dialog's styles (DocSearch's and ours) come with the dialog, which loads on
        // intent, rather than in Rspress's one `styles` file that every page waits for before
        // its first paint.
        searchStyles: {
          name: 'search',
          test: /[\\/](@docsearch[\\/]css|theme[\\/]components[\\/]Search)[\\/].*\.css$/,
          chunks: 'async',
          minSize: 0,
          priority: 100,
        },
      },
    },
    tools: {
      // Async chunks are named by id, in a folder named by the build's hash, not by Rspress's
      // `route-<hash>` names with a hash of their own: the runtime then carries neither an
      // id-to-name table nor an id-to-hash table, both of which grow with every page. Every name
      // is still new when any file changes, so the files can be cached for good; the price is
      // that a deploy makes readers fetch a page's chunk again even if that page did not change.
      rspack: (config, { isProd, target }) => {
        if (isProd && target === 'web' && config.output) {
          config.output.chunkFilename = 'static/js/async/[fullhash:8]/[id].js';
        }
      },
    },
    html: {
      // Rspress's template, with three scripts first: the storage guard (src/shared/storage.ts), the
      // address guard (src/shared/address-guard.ts) and the query parameters that hide parts of
      // the page (src/shared/ui-switch.ts).
      template: path.join(projectRoot, 'theme/template.html'),
      templateParameters: {
        storageGuardScript: STORAGE_GUARD_SCRIPT,
        addressGuardScript: ADDRESS_GUARD_SCRIPT,
        uiSwitchScript: UI_SWITCH_SCRIPT,
      },
    },
  },
  plugins: [
    pluginFrontMatterGuard(docsRoot),
    pluginConfigKeys({ docsRoot, projectRoot }),
    pluginSearchIndex(),
    pluginDocSearchOptionLinks(),
    pluginDevServer(docsRoot),
    // Before the policy, whose hashes must cover the script this adds to the not-found pages:
    // Rspress starts the plugins' `afterBuild` in order, and both run to the end synchronously.
    pluginLocaleNotFoundPages({ languages: ['zh'], siteOrigin: SITE.origin }),
    pluginContentSecurityPolicy({ connectSources: hostedSearch ? HOSTED_SEARCH_SOURCES : [] }),
    pluginRss({
      siteUrl: SITE.origin,
      feed: [
        {
          id: 'blog',
          test: /^\/blog\/.+/,
          item: feedItem,
          title: 'Rslib Blog',
          description: SITE.description.en,
          language: 'en-US',
          output: { type: 'rss', dir: 'rss', filename: 'blog.xml' },
        },
        {
          id: 'blog-zh',
          test: /^\/zh\/blog\/.+/,
          item: feedItem,
          title: 'Rslib 博客',
          description: SITE.description.zh,
          language: 'zh-CN',
          output: { type: 'rss', dir: 'rss', filename: 'blog-zh.xml' },
        },
      ],
    }),
    pluginSeo(),
    // Last: it slims the records after every other plugin has read or extended them.
    pluginSlimPageData(docsRoot),
  ],
});

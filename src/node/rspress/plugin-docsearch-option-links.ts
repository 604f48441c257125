import type { RspressPlugin } from '@rspress/core';

/** DocSearch's modal, as `@docsearch/react/modal` resolves. */
const MODAL_MODULE = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/;

/**
 * How DocSearch 4.7.0 renders one result: an `li` that takes the option's props (`role`, `id`,
 * `aria-selected`, the handlers) around the `hitComponent`, which renders a link.
 */
const RESULT_ITEM =
  'e.createElement("li",F({className:["DocSearch-Hit",n.__docsearch_parent&&"DocSearch-Hit--Child"].filter(Boolean).join(" ")},i({item:n,source:s.source,onClick:function(e){o(n,e)}})),e.createElement(c,{hit:n},';

/** The same `li`, presentational, handing the option's props to the `hitComponent` instead. */
const RESULT_ITEM_OPTION_LINK =
  'e.createElement("li",{className:["DocSearch-Hit",n.__docsearch_parent&&"DocSearch-Hit--Child"].filter(Boolean).join(" "),role:"none"},e.createElement(c,{hit:n,itemProps:i({item:n,source:s.source,onClick:function(e){o(n,e)}})},';

/** Puts the option's props on the result's link (`theme/components/Search/SearchModal.tsx`). */
export function moveOptionToLink(code: string, file: string): string {
  if (!code.includes(RESULT_ITEM))
    throw new Error(
      `${file}: DocSearch no longer renders a result as this plugin expects; update ` +
        'src/node/rspress/plugin-docsearch-option-links.ts for the new version.',
    );
  return code.replace(RESULT_ITEM, RESULT_ITEM_OPTION_LINK);
}

/**
 * DocSearch renders each result as an `li` with the `option` role around a link, so a link (an
 * interactive control) sits inside an option (another one): axe's nested-interactive rule, and
 * screen readers that announce the option may not reach the link. This build step makes the
 * `li` presentational and hands the option's props to our `hitComponent`, which spreads them
 * on the link: the link is then the option. It edits one exact expression of the bundled file
 * rather than carrying a `pnpm patch`, whose diff would repeat the minified file's one long
 * line (about 900 kB); an upgrade that changes the expression fails the build by name.
 */
export function pluginDocSearchOptionLinks(): RspressPlugin {
  return {
    name: 'rslib-docs:docsearch-option-links',
    builderConfig: {
      plugins: [
        {
          name: 'rslib-docs:docsearch-option-links',
          setup(api) {
            api.transform(
              { test: MODAL_MODULE },
              ({ code, resourcePath }: { code: string; resourcePath: string }) =>
                moveOptionToLink(code, resourcePath),
            );
          },
        },
      ],
    },
  };
}

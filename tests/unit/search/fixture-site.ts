/** A small bilingual site for the engine tests, built from rendered-page HTML. */
import type { SearchHit } from '#shared/search/types';
import { heading, pageHtml, siteRecords } from './helpers';

/** Forty distinct words with `needle` as the 21st, for snippet windows. */
const LONG_TEXT = Array.from({ length: 40 }, (_, k) => (k === 20 ? 'needle' : `w${k}`)).join(' ');

export const EN_RECORDS = siteRecords('en', [
  [
    '/config/lib/bundle',
    pageHtml(
      'lib.bundle',
      `<p>Whether to bundle the library.</p>
      ${heading(2, 'Bundle mode', 'bundle-mode')}<p>Each entry becomes one output file.</p>
      ${heading(2, 'Bundleless mode', 'bundleless-mode')}<p>Every source file is compiled on its own.</p>`,
    ),
  ],
  [
    '/guide/advanced/module-federation',
    pageHtml(
      'Module Federation',
      '<p>Share modules between applications at runtime with a bundle.</p>',
    ),
  ],
  ['/guide/third', pageHtml('Third page', '<p>A widget appears in this text.</p>')],
  [
    '/guide/other',
    pageHtml('Other page', `<p>Nothing to see.</p>${heading(2, 'Widget', 'widget')}<p>Below.</p>`),
  ],
  ['/guide/widgetry', pageHtml('Widgetry', '<p>All about the craft.</p>')],
  ['/guide/widget', pageHtml('Widget', '<p>The widget page.</p>')],
  [
    '/guide/gadget',
    pageHtml(
      'Gadget',
      `${heading(2, 'Setup', 'setup')}${heading(3, 'Details', 'details')}<p>Fine print.</p>${heading(2, 'Usage', 'usage')}`,
    ),
  ],
  [
    '/guide/escape',
    pageHtml('Escaping', '<p>Never run &lt;script&gt;alert("x")&lt;/script&gt; from docs.</p>'),
  ],
  ['/guide/long', pageHtml('Long page', `<p>${LONG_TEXT}</p>`)],
  // Enough pages that the index has many document chunks.
  ...Array.from({ length: 60 }, (_, k): [string, string] => [
    `/guide/filler-${k}`,
    pageHtml(`Filler ${k}`, `<p>Filler text number ${k}.</p>`),
  ]),
]);

export const ZH_RECORDS = siteRecords('zh', [
  ['/zh/guide/tools', pageHtml('构建工具', '<p>使用打包工具构建你的库。</p>')],
  ['/zh/guide/other', pageHtml('其他', '<p>这里没有相关内容。</p>')],
]);

/** Every HTML string a hit carries in its highlight and snippet results. */
export function htmlValues(hit: SearchHit): string[] {
  const highlight = hit._highlightResult;
  const snippet = hit._snippetResult;
  return [
    ...Object.values(highlight.hierarchy).map((result) => result.value),
    ...Object.values(snippet.hierarchy).map((result) => result.value),
    highlight.content?.value ?? '',
    snippet.content?.value ?? '',
  ];
}

import type { Element, ElementContent, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import {
  breakInlineCode,
  NO_BREAK_CLASS,
  rehypeCodeBreaks,
  WORD_BREAK_CLASS,
} from '#node/code-breaks';

/**
 * Nodes as text: `|` for a `<wbr>`, `¦` for one between the words of a name, `[…]` for an
 * unbreakable span, `<tag>…</tag>` otherwise.
 */
function shown(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type !== 'element') return '';
      if (node.tagName === 'wbr') {
        return node.properties.className?.toString() === WORD_BREAK_CLASS ? '¦' : '|';
      }
      if (node.tagName === 'span' && node.properties.className?.toString() === NO_BREAK_CLASS) {
        return `[${shown(node.children)}]`;
      }
      return `<${node.tagName}>${shown(node.children)}</${node.tagName}>`;
    })
    .join('');
}

const element = (tagName: string, ...children: (ElementContent | string)[]): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: children.map((child) =>
    typeof child === 'string' ? { type: 'text', value: child } : child,
  ),
});

describe('breakInlineCode', () => {
  it('offers a break after a slash, and after a dot or underscore before a long name', () => {
    expect(shown(breakInlineCode('output.cleanDistPath'))).toBe('output.|cleanDistPath');
    expect(shown(breakInlineCode('tools.lightningcssLoader'))).toBe('tools.|lightningcssLoader');
    expect(shown(breakInlineCode('__webpack_public_path__'))).toBe('__webpack_|public_|path__');
    expect(shown(breakInlineCode('@rsbuild/plugin-react'))).toBe('@rsbuild/|plugin-react');
    expect(shown(breakInlineCode('node_modules/.cache/rspack'))).toBe(
      'node_|modules/|.cache/|rspack',
    );
  });

  it('leaves short names, versions, leading dots and slashes whole', () => {
    for (const whole of ['config.ts', '1.0.1', 'process.cwd()', '...args', 'import.meta.url']) {
      expect(shown(breakInlineCode(whole))).toBe(whole);
    }
    expect(shown(breakInlineCode('./src/index.ts'))).toBe('./src/|index.ts');
    expect(shown(breakInlineCode('https://rslib.rs/config'))).toBe('https://rslib.rs/|config');
  });

  it('with words, breaks a long camelCase name between words of five letters or more', () => {
    const words = (value: string) => shown(breakInlineCode(value, { words: true }));
    expect(words('experimentalDecorators')).toBe('experimental¦Decorators');
    expect(words('modifyLibRsbuildConfig')).toBe('modify¦LibRsbuild¦Config');
    expect(words('umd.generateUnminified: true')).toBe('umd.|generate¦Unminified: true');
    expect(words('onAfterCreateRsbuild(callback)')).toBe('onAfter¦Create¦Rsbuild(callback)');
    for (const whole of ['defineConfig', 'autoExtension', 'import.meta.env.KEY', 'tsconfigPath']) {
      expect(words(whole)).toBe(whole);
    }
    expect(shown(breakInlineCode('experimentalDecorators'))).toBe('experimentalDecorators');
  });

  it('keeps each command-line flag on one line, and only flags', () => {
    expect(shown(breakInlineCode('--target'))).toBe('[--target]');
    expect(shown(breakInlineCode('rslib build --no-auto-external -w'))).toBe(
      'rslib build [--no-auto-external] [-w]',
    );
    expect(shown(breakInlineCode('--config ./configs/rslib.config.ts'))).toBe(
      '[--config] ./configs/|rslib.|config.ts',
    );
    expect(shown(breakInlineCode('npm create rslib@latest -- -d my-lib'))).toBe(
      'npm create rslib@latest [--] [-d] my-lib',
    );
    for (const whole of ['a-b', '-1', 'web-worker', 'a --> b'])
      expect(shown(breakInlineCode(whole))).toBe(whole);
  });

  it('copies as it reads: the text of the parts is the text given', () => {
    for (const value of ['output.cleanDistPath', 'tsc --build --watch', 'node_modules/.cache']) {
      const text = (nodes: readonly ElementContent[]): string =>
        nodes
          .map((node) =>
            'value' in node ? node.value : 'children' in node ? text(node.children) : '',
          )
          .join('');
      expect(text(breakInlineCode(value))).toBe(value);
    }
  });
});

describe('rehypeCodeBreaks', () => {
  const run = (...children: Element[]): Root => {
    const tree: Root = { type: 'root', children };
    rehypeCodeBreaks()(tree);
    return tree;
  };

  it('breaks inline code in headings, paragraphs and table cells, not code blocks', () => {
    const tree = run(
      element('h2', element('code', 'output.cleanDistPath')),
      element('table', element('tr', element('td', element('code', 'tools.lightningcssLoader')))),
      element('pre', element('code', 'output.cleanDistPath --target')),
    );
    expect(shown(tree.children as ElementContent[])).toBe(
      '<h2><code>output.|cleanDistPath</code></h2>' +
        '<table><tr><td><code>tools.|lightningcss¦Loader</code></td></tr></table>' +
        '<pre><code>output.cleanDistPath --target</code></pre>',
    );
  });

  it('breaks the option names that headings write as text, and nothing else there', () => {
    const tree = run(
      element('h2', element('a', '#'), 'resolve.aliasStrategy'),
      element('h3', 'dts.bundle.bundledPackages'),
      element('p', 'resolve.aliasStrategy'),
    );
    expect(shown(tree.children as ElementContent[])).toBe(
      '<h2><a>#</a><span>resolve.|aliasStrategy</span></h2>' +
        '<h3><span>dts.|bundle.|bundledPackages</span></h3>' +
        '<p>resolve.aliasStrategy</p>',
    );
  });

  it('lets a line break between Chinese punctuation and the code after it, in a table cell', () => {
    const cell = (tag: string) =>
      element(
        tag,
        '查找 ',
        element('code', 'rslib.config.mjs'),
        '、',
        element('code', '.ts'),
        '。',
      );
    const tree = run(element('table', element('tr', cell('td'))), cell('p'));
    expect(shown(tree.children as ElementContent[])).toBe(
      '<table><tr><td>查找 <code>rslib.|config.mjs</code>、|<code>.ts</code>。</td></tr></table>' +
        '<p>查找 <code>rslib.config.mjs</code>、<code>.ts</code>。</p>',
    );
  });

  it('in prose, breaks only code too long for a line of its own, and keeps flags whole', () => {
    const tree = run(
      element(
        'p',
        element('code', 'output.cleanDistPath'),
        element('code', 'node_modules/.cache/rspack/esm-production'),
        element('code', 'rslib build --watch'),
        element('code', '--no-bundle'),
      ),
    );
    expect(shown(tree.children as ElementContent[])).toBe(
      '<p><code>output.cleanDistPath</code>' +
        '<code>node_|modules/|.cache/|rspack/|esm-production</code>' +
        '<code>rslib build [--watch]</code><code>--no-bundle</code></p>',
    );
    const flagOnly = (tree.children[0] as Element).children[3] as Element;
    expect(flagOnly.properties.className).toEqual([NO_BREAK_CLASS]);
  });
});

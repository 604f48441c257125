import { describe, expect, it } from 'vitest';
import { cleanFeedContent } from '#node/feed';

describe('cleanFeedContent', () => {
  it('keeps the article and drops copy buttons, heading anchors and React markers', () => {
    const html =
      '<!--$--><h1 id="t"><a href="#t" class="rp-header-anchor rp-link" aria-hidden="true">#</a>Title<!-- --> </h1>' +
      '<div class="rp-not-doc rp-llms-container"><button><div class="x"><svg></svg></div><span>Copy Markdown</span></button><div>menu</div></div>' +
      '<p>Body <a href="https://rsbuild.rs" class="rp-link">Rsbuild</a></p><div class="rp-codeblock"><div>code</div></div>';
    expect(cleanFeedContent(html)).toBe(
      '<h1 id="t">Title </h1><p>Body <a href="https://rsbuild.rs" class="rp-link">Rsbuild</a></p>' +
        '<div class="rp-codeblock"><div>code</div></div>',
    );
  });

  it('removes several chrome blocks and leaves unrelated HTML untouched', () => {
    const chrome = '<div class="rp-not-doc"><div></div></div>';
    expect(cleanFeedContent(`${chrome}<p>a</p>${chrome}<p>b</p>`)).toBe('<p>a</p><p>b</p>');
    expect(cleanFeedContent('<p>plain</p>')).toBe('<p>plain</p>');
  });

  it('reads markup inside an attribute value or a comment as text, not as an element', () => {
    const inAttribute = `<p title='<div class="rp-not-doc">'>kept</p><p>after</p>`;
    expect(cleanFeedContent(inAttribute)).toBe(
      '<p title="<div class=&quot;rp-not-doc&quot;>">kept</p><p>after</p>',
    );
    expect(cleanFeedContent('<!-- <div class="rp-not-doc"> --><p>kept</p></div><p>after</p>')).toBe(
      '<p>kept</p><p>after</p>',
    );
  });

  it('does not lose text after an unclosed chrome block', () => {
    expect(cleanFeedContent('<p>a</p><div class="rp-not-doc"><div>')).toBe('<p>a</p>');
  });
});

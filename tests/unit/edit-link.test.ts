import { describe, expect, it } from 'vitest';
import { editLinkHref } from '../../src/shared/edit-link';

const base = 'https://github.com/web-infra-dev/rslib/tree/main/website/docs';

describe('editLinkHref', () => {
  it('joins the docs folder and the page source path with one slash', () => {
    const href = 'https://github.com/web-infra-dev/rslib/tree/main/website/docs/en/guide/a.md';
    expect(editLinkHref(base, 'en/guide/a.md')).toBe(href);
    expect(editLinkHref(`${base}/`, 'en/guide/a.md')).toBe(href);
    expect(editLinkHref(base, '/en/guide/a.md')).toBe(href);
  });

  it('turns Windows separators into URL ones', () => {
    expect(editLinkHref(base, 'zh\\config\\lib\\format.mdx')).toBe(
      `${base}/zh/config/lib/format.mdx`,
    );
  });

  it('gives no URL without a configured folder or a source (the 404 page)', () => {
    expect(editLinkHref(undefined, 'en/guide/a.md')).toBeUndefined();
    expect(editLinkHref('', 'en/guide/a.md')).toBeUndefined();
    expect(editLinkHref(base, '')).toBeUndefined();
    expect(editLinkHref(base, undefined)).toBeUndefined();
  });
});

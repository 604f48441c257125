import { describe, expect, it } from 'vitest';
import {
  ADAPTED_RSPRESS_VERSION,
  RspressShapeError,
  removeFromLlmsFull,
  withoutRoutePreloads,
} from '#node/rspress/adapter';

describe('withoutRoutePreloads', () => {
  it('drops the route chunk preload and keeps every other tag', () => {
    const html =
      '<link rel="preload" href="/static/js/async/0fw.4a8cff972b.js" as="script">' +
      '<link rel="preload" href="/static/js/lib-react.js" as="script">' +
      '<script defer src="/static/js/index.js"></script>';
    expect(withoutRoutePreloads(html, ADAPTED_RSPRESS_VERSION)).toBe(
      '<link rel="preload" href="/static/js/lib-react.js" as="script">' +
        '<script defer src="/static/js/index.js"></script>',
    );
  });

  it('fails naming both Rspress versions when the preload is written differently', () => {
    const html = '<link rel="modulepreload" href="/static/js/async/route-1.js">';
    expect(() => withoutRoutePreloads(html, '2.1.0')).toThrow(RspressShapeError);
    expect(() => withoutRoutePreloads(html, '2.1.0')).toThrow(
      /written for @rspress\/core 2\.0\.22, and @rspress\/core 2\.1\.0 no longer matches/,
    );
  });
});

describe('removeFromLlmsFull', () => {
  const bundle =
    '---\nurl: /a.md\n---\n\nA\n\n---\nurl: /zh/404.md\n---\n\n404\n\n---\nurl: /b.md\n---\n\nB\n';

  it('removes exactly one page entry', () => {
    expect(removeFromLlmsFull(bundle, '/zh/404.md', ADAPTED_RSPRESS_VERSION)).toBe(
      '---\nurl: /a.md\n---\n\nA\n\n---\nurl: /b.md\n---\n\nB\n',
    );
  });

  it('fails naming the Rspress version when the entry is not where it was', () => {
    expect(() => removeFromLlmsFull(bundle, '/missing.md', '2.1.0')).toThrow(
      /@rspress\/core 2\.1\.0 no longer matches: llms-full\.txt has no entry/,
    );
  });
});

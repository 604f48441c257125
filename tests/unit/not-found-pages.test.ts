import { describe, expect, it } from 'vitest';
import { withoutRoutePreloads } from '../../src/rspress/not-found-pages';

describe('withoutRoutePreloads', () => {
  it('drops the route chunk preload and keeps every other tag', () => {
    const html =
      '<link rel="preload" href="/static/js/async/route-44275ca461ff.4a8cff972b.js" as="script">' +
      '<link rel="preload" href="/static/js/lib-react.js" as="script">' +
      '<script defer src="/static/js/index.js"></script>';
    expect(withoutRoutePreloads(html)).toBe(
      '<link rel="preload" href="/static/js/lib-react.js" as="script">' +
        '<script defer src="/static/js/index.js"></script>',
    );
  });
});

import { describe, expect, it, vi } from 'vitest';

vi.mock('@rspress/core/runtime', () => ({ useI18n: () => (key: string) => key }));

const { StaleBuildBoundary } = await import('../../theme/components/StaleBuildBoundary');

describe('StaleBuildBoundary', () => {
  // Rspress renders every page to Markdown in Node (the llms outputs) with a renderer that runs
  // class lifecycles. A throw there is swallowed but costs each page an error recovery, which
  // makes large builds much slower.
  it('mounts and unmounts where there is no window', () => {
    expect(typeof window).toBe('undefined');
    const boundary = new StaleBuildBoundary({ children: null });
    expect(() => {
      boundary.componentDidMount();
      boundary.componentWillUnmount();
    }).not.toThrow();
  });
});

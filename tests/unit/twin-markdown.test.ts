import { describe, expect, it } from 'vitest';
import { homeMarkdown, overviewMarkdown } from '#shared/twin-markdown';

const LANDING = {
  heading: 'Part of the family',
  intro: 'Tools that share a style.',
  cards: [{ name: 'Rspack', desc: 'A bundler', url: 'https://rspack.rs/', urlText: 'rspack.rs' }],
};

describe('homeMarkdown', () => {
  it('writes the hero, a section per feature and the tools, in the page order', () => {
    const markdown = homeMarkdown({
      hero: {
        name: 'Rslib',
        text: 'The library build tool',
        tagline: 'Publish-ready output.',
        actions: [
          { text: 'Get Started', link: '/guide/start/quick-start' },
          { text: 'GitHub', link: 'https://github.com/web-infra-dev/rslib' },
        ],
      },
      features: [
        {
          title: 'Bundle or bundleless',
          details: 'Either mode.',
          link: '/guide/start/glossary#bundleless-mode',
        },
        { title: 'No link', details: 'Plain.' },
      ],
      landing: LANDING,
    });
    expect(markdown).toBe(
      `${[
        '# Rslib',
        'The library build tool',
        '> Publish-ready output.',
        '[Get Started](https://rslib.rs/guide/start/quick-start.md) | [GitHub](https://github.com/web-infra-dev/rslib)',
        '## [Bundle or bundleless](https://rslib.rs/guide/start/glossary.md#bundleless-mode)',
        'Either mode.',
        '## No link',
        'Plain.',
        '## Part of the family',
        'Tools that share a style.',
        '### Rspack',
        'A bundler',
        '[rspack.rs](https://rspack.rs/)',
      ].join('\n\n')}\n`,
    );
  });

  it('links pages of the site to their Markdown twins, a section index to its index.md', () => {
    const markdown = homeMarkdown({
      features: [
        { title: 'Config', link: '/zh/config/' },
        { title: 'Home', link: '/' },
      ],
      landing: LANDING,
    });
    expect(markdown).toContain('## [Config](https://rslib.rs/zh/config/index.md)');
    expect(markdown).toContain('## [Home](https://rslib.rs/index.md)');
  });

  it('escapes brackets in link text, and leaves out what the front matter lacks', () => {
    const markdown = homeMarkdown({
      hero: { name: 'Rslib' },
      features: [{ title: 'Arrays [] too', link: '/guide/' }],
      landing: LANDING,
    });
    expect(markdown).toMatch(
      /^# Rslib\n\n## \[Arrays \\\[\\\] too\]\(https:\/\/rslib\.rs\/guide\/index\.md\)\n\n/,
    );
  });
});

describe('overviewMarkdown', () => {
  it('writes each group, each page in it and the headings the overview shows, as twin links', () => {
    // Rspress's Markdown render links the sidebar's pages by their built files.
    const markdown = overviewMarkdown([
      {
        name: 'Lib options',
        items: [
          {
            text: 'Lib options',
            link: '/config/lib/',
            headers: [{ id: 'wasm', text: 'lib.wasm', depth: 2 }],
          },
          { text: 'lib.bundle', link: '/config/lib/bundle.html', headers: [] },
        ],
      },
      { name: '', items: [{ text: 'output', link: '/zh/config/rsbuild/output', headers: [] }] },
    ]);
    expect(markdown).toBe(
      `${[
        '## Lib options',
        '### [Lib options](https://rslib.rs/config/lib/index.md)',
        '- [lib.wasm](https://rslib.rs/config/lib/index.md#wasm)',
        '### [lib.bundle](https://rslib.rs/config/lib/bundle.md)',
        '### [output](https://rslib.rs/zh/config/rsbuild/output.md)',
      ].join('\n\n')}\n`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { frontMatterProblems, frontMatterProse } from '#node/front-matter';

const page = (yaml: string) => `---\n${yaml}\n---\n\n# Body\n`;

describe('frontMatterProblems', () => {
  it('accepts a complete page', () => {
    expect(
      frontMatterProblems(
        page("title: A\ndescription: B\ndate: '2025-05-14T10:00:00Z'\nsidebar: false"),
      ),
    ).toEqual([]);
    expect(
      frontMatterProblems(
        page("title: A\ndescription: B\npageType: '404'\noverviewHeaders: [2, 3]"),
      ),
    ).toEqual([]);
  });

  it('requires a title and a description', () => {
    expect(frontMatterProblems(page('title: A'))).toEqual(['"description" is missing']);
    expect(frontMatterProblems('# No front matter\n')).toEqual([
      'has no front matter (--- … ---) at the top',
    ]);
  });

  it('names bad YAML, unknown fields and wrong types', () => {
    expect(frontMatterProblems(page('title: [unclosed'))[0]).toMatch(
      /^front matter is not valid YAML: /,
    );
    expect(frontMatterProblems(page('title: A\ndescription: B\nsidbar: false'))[0]).toMatch(
      /^"sidbar" is not a known field/,
    );
    expect(frontMatterProblems(page('title: A\ndescription: B\npageType: 404'))).toEqual([
      '"pageType" must be one of home, doc, doc-wide, custom, 404, blank',
    ]);
    expect(frontMatterProblems(page('title: A\ndescription: B\ndate: 2025-05-14'))[0]).toMatch(
      /^"date" must be/,
    );
    expect(frontMatterProblems(page('title: ""\ndescription: B\nsidebar: maybe'))).toEqual([
      '"title" must be a non-empty string',
      '"sidebar" must be true, false or "placeholder"',
    ]);
    expect(frontMatterProblems(page('- a\n- b'))).toEqual([
      'front matter must be a mapping of fields',
    ]);
  });

  it('names Markdown in texts that show it as typed, with where it is', () => {
    const home = page(
      [
        'pageType: home',
        'title: A',
        'description: Options of each `lib` item',
        'hero:',
        '  tagline: Read **this**',
        'features:',
        '  - title: Formats',
        '    details: See [the guide](/guide/) and <code>lib</code>',
        '    link: /guide/[x](y)',
      ].join('\n'),
    );
    expect(frontMatterProblems(home)).toEqual([
      '"description" is plain text, so its Markdown shows as typed: `lib`',
      '"hero.tagline" is plain text, so its Markdown shows as typed: **this**',
      '"features[0].details" is plain text, so its Markdown shows as typed: [the guide](/guide/)',
    ]);
    // Names and globals that look like emphasis, and HTML, are text.
    expect(
      frontMatterProblems(
        page('title: __dirname and __filename\ndescription: __webpack_*__, a * b, <code>c</code>'),
      ),
    ).toEqual([]);
  });
});

describe('frontMatterProse', () => {
  it('collects the reader-facing texts and leaves links, icons and settings out', () => {
    const source = page(
      'pageType: home\ntitle: 标题\nhero:\n  name: Rslib\n  actions:\n    - theme: brand\n      text: 开始\n      link: /guide/\nfeatures:\n  - title: 特性\n    icon: 📦',
    );
    expect(frontMatterProse(source).split('\n')).toEqual(['标题', 'Rslib', '开始', '特性']);
    expect(frontMatterProse('# none')).toBe('');
  });
});

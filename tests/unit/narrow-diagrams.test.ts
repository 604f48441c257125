import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { afterAll, describe, expect, it } from 'vitest';
import { NARROW_MEDIA, remarkNarrowDiagrams, svgSize } from '#node/narrow-diagrams';

const folder = mkdtempSync(path.join(tmpdir(), 'narrow-diagrams-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const svg = (width: number, height: number) =>
  `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g width="1"/></svg>`;
writeFileSync(path.join(folder, 'formats.svg'), svg(900, 620));
writeFileSync(path.join(folder, 'formats.narrow.svg'), svg(360, 808));
writeFileSync(path.join(folder, 'alone.svg'), svg(400, 300));
writeFileSync(path.join(folder, 'photo.png'), '');

/** An import as Rspress's image step writes it. */
const imported = (name: string, from: string) => ({
  type: 'mdxjsEsm',
  value: `import ${name} from ${JSON.stringify(from)}`,
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
          source: { type: 'Literal', value: from, raw: JSON.stringify(from) },
        },
      ],
    },
  },
});

/** An image as Rspress's image step leaves it: `<img alt="…" src={name}>`. */
const image = (alt: string, name: string): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name: 'img',
  children: [],
  attributes: [
    { type: 'mdxJsxAttribute', name: 'alt', value: alt },
    {
      type: 'mdxJsxAttribute',
      name: 'src',
      value: { type: 'mdxJsxAttributeValueExpression', value: name },
    },
  ],
});

function page(): Root {
  return {
    type: 'root',
    children: [
      ...([
        imported('image0', './formats.svg'),
        imported('image1', './alone.svg'),
        imported('image2', './photo.png'),
      ] as unknown as Root['children']),
      {
        type: 'paragraph',
        children: [image('Five formats', 'image0')] as unknown as never[],
      },
      image('One drawing', 'image1'),
      image('A photo', 'image2'),
    ],
  };
}

const attributes = (element: MdxJsxFlowElement) =>
  Object.fromEntries(
    (element.attributes as MdxJsxAttribute[]).map(({ name, value }) => [
      name,
      typeof value === 'object' && value ? `{${value.value}}` : value,
    ]),
  );

function run(tree: Root, file = path.join(folder, 'page.md')) {
  remarkNarrowDiagrams()(tree, { path: file });
  return tree;
}

describe('remarkNarrowDiagrams', () => {
  it('shows the narrow drawing on a phone, and gives both drawings their size', () => {
    const tree = run(page());
    const paragraph = tree.children.find((node) => node.type === 'paragraph');
    const picture = (paragraph as unknown as { children: MdxJsxFlowElement[] }).children[0];
    expect(picture?.name).toBe('picture');
    const [source, img] = (picture?.children ?? []) as MdxJsxFlowElement[];
    expect(source && attributes(source)).toEqual({
      media: NARROW_MEDIA,
      srcSet: '{image0Narrow}',
      width: '360',
      height: '808',
    });
    expect(img && attributes(img)).toEqual({
      alt: 'Five formats',
      src: '{image0}',
      width: '900',
      height: '620',
    });
    // The narrow file is imported, so the bundler hashes and copies it as it does the wide one.
    const first = tree.children[0] as unknown as { type: string; value: string };
    expect(first).toMatchObject({
      type: 'mdxjsEsm',
      value: 'import image0Narrow from "./formats.narrow.svg"',
    });
  });

  it('leaves an SVG with no narrow drawing an image, sized, and other images as they are', () => {
    const tree = run(page());
    const [alone, photo] = tree.children.slice(-2) as MdxJsxFlowElement[];
    expect(alone && attributes(alone)).toEqual({
      alt: 'One drawing',
      src: '{image1}',
      width: '400',
      height: '300',
    });
    expect(photo && attributes(photo)).toEqual({ alt: 'A photo', src: '{image2}' });
    expect(tree.children.filter((node) => (node.type as string) === 'mdxjsEsm')).toHaveLength(4);
  });

  it('does nothing without a file path', () => {
    const tree = page();
    remarkNarrowDiagrams()(tree, {});
    expect(tree).toEqual(page());
  });
});

describe('svgSize', () => {
  it("reads the root element's width and height, and nothing else", () => {
    expect(svgSize(path.join(folder, 'formats.svg'))).toEqual({ width: '900', height: '620' });
    const relative = path.join(folder, 'relative.svg');
    writeFileSync(relative, '<svg width="100%" height="20em" viewBox="0 0 10 10"/>');
    expect(svgSize(relative)).toBeNull();
  });
});

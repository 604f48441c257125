/**
 * Diagrams drawn again for phones. A page's SVG image (`![…](./assets/x.svg)`) with a file
 * `x.narrow.svg` beside it shows that file on screens up to `NARROW_MEDIA`: a wide diagram scaled
 * to a phone has text a few pixels high. Each image also gets the width and height its SVG
 * declares, so the page keeps the diagram's room while it loads.
 *
 * A remark step that runs after Rspress's image step, which has made the image
 * `<img src={imageN}>` with an import of the file: this adds an import of the narrow file and
 * wraps the image in a `<picture>`. Rspress leaves our remark steps out of the Markdown twin,
 * which keeps the plain image.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Nodes, Parents, Root } from 'mdast';
import type {
  MdxJsxAttribute,
  MdxJsxAttributeValueExpression,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx';

/** Where the narrow drawing takes over (a phone, or a tablet held upright). */
export const NARROW_MEDIA = '(max-width: 640px)';
/** What names a diagram's phone drawing: `x.svg` has `x.narrow.svg`. */
const NARROW_SUFFIX = '.narrow.svg';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The ESM node MDX gives an `import` (mdast-util-mdxjs-esm), as far as this step uses it. */
interface EsmImport {
  type: 'mdxjsEsm';
  value: string;
  data?: { estree?: { type: 'Program'; sourceType: 'module'; body: EstreeStatement[] } };
}
interface EstreeStatement {
  type: string;
  specifiers?: { type: string; local: { type: 'Identifier'; name: string } }[];
  source?: { type: 'Literal'; value: unknown; raw: string };
}

/** `import name from "from"`, as Rspress writes the import of an image. */
function esmImport(name: string, from: string): EsmImport {
  const local = { type: 'Identifier', name } as const;
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(from)}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local }],
            source: { type: 'Literal', value: from, raw: JSON.stringify(from) },
          },
        ],
      },
    },
  };
}

/** The attribute `{name}`: an expression that is one identifier, as Rspress writes `src`. */
function identifierAttribute(attribute: string, name: string): MdxJsxAttribute {
  const value: MdxJsxAttributeValueExpression = {
    type: 'mdxJsxAttributeValueExpression',
    value: name,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name } }],
      },
    },
  };
  return { type: 'mdxJsxAttribute', name: attribute, value };
}

const stringAttribute = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

function sizeAttributes(size: { width: string; height: string }): MdxJsxAttribute[] {
  return [stringAttribute('width', size.width), stringAttribute('height', size.height)];
}

/** The width and height an SVG file declares on its root element, or `null`. */
export function svgSize(file: string): { width: string; height: string } | null {
  const root = DomUtils.findOne(
    (element) => element.name === 'svg',
    parseDocument(readFileSync(file, 'utf8'), { xmlMode: true }).children,
    false,
  );
  const { width, height } = root?.attribs ?? {};
  return width && /^\d+$/.test(width) && height && /^\d+$/.test(height) ? { width, height } : null;
}

/** Each default import of the tree's top level: the name it binds, the path it names. */
function importedPaths(tree: Root): Map<string, string> {
  const paths = new Map<string, string>();
  for (const node of tree.children as unknown as EsmImport[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      const specifier = statement.specifiers?.find((s) => s.type === 'ImportDefaultSpecifier');
      const from = statement.source?.value;
      if (statement.type === 'ImportDeclaration' && specifier && typeof from === 'string') {
        paths.set(specifier.local.name, from);
      }
    }
  }
  return paths;
}

/** The identifier an `<img>`'s `src` expression is, or `null`. */
function srcIdentifier(image: JsxElement): string | null {
  const src = image.attributes.find(
    (attribute): attribute is MdxJsxAttribute =>
      attribute.type === 'mdxJsxAttribute' && attribute.name === 'src',
  );
  const value = src?.value;
  return typeof value === 'object' && value && /^[A-Za-z_$][\w$]*$/.test(value.value)
    ? value.value
    : null;
}

function isImage(node: Nodes): node is JsxElement {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'img'
  );
}

/** The remark plugin. */
export function remarkNarrowDiagrams() {
  return (tree: Root, file: { path?: string }): void => {
    if (!file.path) return;
    const folder = path.dirname(file.path);
    const imports = importedPaths(tree);
    const added: EsmImport[] = [];
    const visit = (parent: Parents) => {
      parent.children.forEach((node, index) => {
        if (isImage(node)) {
          const name = srcIdentifier(node);
          const from = name && imports.get(name);
          if (!name || !from?.endsWith('.svg') || from.endsWith(NARROW_SUFFIX)) return;
          const wide = path.resolve(folder, from);
          const size = existsSync(wide) ? svgSize(wide) : null;
          if (size) node.attributes.push(...sizeAttributes(size));
          const narrowFrom = from.slice(0, -'.svg'.length) + NARROW_SUFFIX;
          const narrow = path.resolve(folder, narrowFrom);
          if (!existsSync(narrow)) return;
          const narrowName = `${name}Narrow`;
          added.push(esmImport(narrowName, narrowFrom));
          const narrowSize = svgSize(narrow);
          const source: JsxElement = {
            type: node.type,
            name: 'source',
            attributes: [
              stringAttribute('media', NARROW_MEDIA),
              identifierAttribute('srcSet', narrowName),
              ...(narrowSize ? sizeAttributes(narrowSize) : []),
            ],
            children: [],
          } as JsxElement;
          const picture = {
            type: node.type,
            name: 'picture',
            attributes: [],
            children: [source, node],
          } as JsxElement;
          (parent.children as Nodes[])[index] = picture;
          return;
        }
        if ('children' in node) visit(node);
      });
    };
    visit(tree);
    (tree.children as unknown[]).unshift(...added);
  };
}

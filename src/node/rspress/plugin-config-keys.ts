import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import type { Code, Root } from 'mdast';
import ts from 'typescript';
import { CONFIG_KEY_TIP_ID } from '#shared/config-key-markup';
import {
  CONFIG_KEY_DATA_MODULE,
  type ConfigKeyInfo,
  type ConfigKeyTexts,
} from '#shared/config-key-tip';
import { CONFIG_KEY_DEFAULT_LABEL } from '#shared/i18n';
import { LANGUAGES, type Language } from '#shared/locale-path';
import { CONFIG_FILE_TITLE, configKeyUses, optionKeys, optionPath } from '../config-keys';
import { createOptionResolver, type OptionResolver } from '../config-options';
import { type OptionSection, optionSections, referencePages } from '../config-reference';
import { walk } from '../markdown';
import { languageOfPageFile } from '../routes';
import { rslibTypes } from '../rslib-types';

type ShikiOptions = NonNullable<NonNullable<UserConfig['markdown']>['shiki']>;
type ShikiTransformer = NonNullable<ShikiOptions['transformers']>[number];
type HastElement = Parameters<NonNullable<ShikiTransformer['span']>>[0];
type ThemedToken = Parameters<NonNullable<ShikiTransformer['span']>>[4];

/** A key to mark in a block: its offsets in the code, its reference and its option path. */
type KeyMark = [start: number, end: number, href: string, option: string];

const SCRIPT_LANGS = new Set([
  'ts',
  'tsx',
  'mts',
  'cts',
  'js',
  'jsx',
  'mjs',
  'cjs',
  'typescript',
  'javascript',
]);
const TITLE = /\btitle=(["'])(.*?)\1/;
/** Where the remark step leaves a block's marks for the highlighter (a `code` property). */
const MARKS_PROPERTY = 'dataConfigKeys';
/** The meta a marked block without one gets, so that the highlighter reads its marks. */
const MARKED_META = 'config-keys';
interface Facts {
  sections: Record<Language, Map<string, OptionSection>>;
  /** The reference pages' sources, which the popup texts depend on. */
  sources: string[];
  /** The TypeScript program over `@rslib/core`'s types, made on first use: it takes seconds. */
  resolver(): OptionResolver;
}

function readFacts(docsRoot: string, projectRoot: string): Facts {
  const sections = {} as Record<Language, Map<string, OptionSection>>;
  const sources: string[] = [];
  for (const lang of LANGUAGES) {
    const pages = referencePages(docsRoot, lang);
    sections[lang] = optionSections(pages, lang);
    sources.push(...pages.map((page) => `${page.route}\n${page.source}`));
  }
  let resolver: OptionResolver | undefined;
  return {
    sections,
    sources,
    resolver: () => {
      resolver ??= createOptionResolver(rslibTypes(projectRoot));
      return resolver;
    },
  };
}

/** The files whose content decides the popup texts besides the pages: the code that makes them. */
const OWN_MODULES = [
  'src/node/config-keys.ts',
  'src/node/config-options.ts',
  'src/node/config-reference.ts',
  'src/node/rslib-types.ts',
  'src/node/rspress/plugin-config-keys.ts',
];

/**
 * The popup texts of both languages, kept in `node_modules/.cache` under a hash of what they
 * come from: the versions of `@rslib/core`, the `@rsbuild/core` it depends on and TypeScript,
 * the reference pages and the code that reads them. A build with none of these changed skips
 * the TypeScript program, which otherwise costs every build (warm ones too) seconds of CPU; a
 * new `@rslib/core` is a new hash, so its types show on the next build.
 */
function cachedKeyInfo(
  facts: Facts,
  projectRoot: string,
): Record<Language, Record<string, ConfigKeyInfo>> {
  const require = createRequire(path.join(projectRoot, 'package.json'));
  const rslibManifest = require.resolve('@rslib/core/package.json');
  const rsbuildManifest = createRequire(rslibManifest).resolve('@rsbuild/core/package.json');
  const hash = createHash('sha256');
  for (const part of [
    readFileSync(rslibManifest, 'utf8'),
    readFileSync(rsbuildManifest, 'utf8'),
    ts.version,
    ...OWN_MODULES.map((file) => readFileSync(path.join(projectRoot, file), 'utf8')),
    ...facts.sources,
  ])
    hash.update(part).update('\0');
  const file = path.join(
    projectRoot,
    'node_modules/.cache/rslib-docs',
    `config-keys-${hash.digest('hex').slice(0, 16)}.json`,
  );
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const info = Object.fromEntries(LANGUAGES.map((lang) => [lang, keyInfo(facts, lang)])) as Record<
    Language,
    Record<string, ConfigKeyInfo>
  >;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(info));
  return info;
}

/** What the popups show, per option path, in one language. */
function keyInfo(facts: Facts, lang: Language): Record<string, ConfigKeyInfo> {
  const resolver = facts.resolver();
  const sections = facts.sections[lang];
  const info: Record<string, ConfigKeyInfo> = {};
  const add = (option: string, signature: string) => {
    if (info[option]) return;
    const section = sections.get(option);
    info[option] = {
      signature,
      ...(section?.defaultValue ? { defaultValue: section.defaultValue } : {}),
      ...(section?.summary ? { summary: section.summary } : {}),
    };
  };
  for (const { path: keys, symbol } of resolver.rslibOptions())
    add(optionPath(keys), resolver.signature(symbol));
  for (const option of sections.keys()) {
    const keys = optionKeys(option);
    for (const scope of ['lib', 'config'] as const) {
      const found = resolver.lookup(scope, keys);
      if (found.kind === 'option') {
        add(option, resolver.signature(found.symbol));
        break;
      }
    }
  }
  return info;
}

/** The marks of one code block; a key that is no option of the installed version throws. */
function marksOf(facts: Facts, code: Code, lang: Language, where: string): KeyMark[] {
  const title = TITLE.exec(code.meta ?? '')?.[2] ?? '';
  const sections = facts.sections[lang];
  const marks: KeyMark[] = [];
  for (const use of configKeyUses(code.value, CONFIG_FILE_TITLE.test(title))) {
    const found = facts.resolver().lookup(use.scope, use.path);
    const option = optionPath(use.path);
    if (found.kind === 'unknown') {
      const line = (code.position?.start.line ?? 0) + 1 + use.line;
      throw new Error(
        `${where}:${line}: "${option}" is not an option of ${use.scope === 'lib' ? 'a lib item' : 'the config'} in the installed @rslib/core.`,
      );
    }
    if (found.kind !== 'option') continue;
    let section = sections.get(option);
    // An Rslib option without a section of its own leads to the nearest option that has one.
    for (let depth = use.path.length - 1; !section && found.rslib && depth > 0; depth--)
      section = sections.get(optionPath(use.path.slice(0, depth)));
    if (section) marks.push([use.start, use.end, section.href, option]);
  }
  return marks;
}

/** Splits tokens at the marks' edges and joins the tokens inside a mark, so each mark is one token. */
function tokensAtMarks(lines: ThemedToken[][], marks: readonly KeyMark[]): ThemedToken[][] {
  return lines.map((line) => {
    const split: ThemedToken[] = [];
    for (const token of line) {
      const end = token.offset + token.content.length;
      const cuts = [...marks.map(([start]) => start), ...marks.map(([, stop]) => stop)]
        .filter((at) => at > token.offset && at < end)
        .sort((a, b) => a - b);
      let from = token.offset;
      for (const at of [...cuts, end]) {
        split.push({
          ...token,
          offset: from,
          content: token.content.slice(from - token.offset, at - token.offset),
        });
        from = at;
      }
    }
    const joined: ThemedToken[] = [];
    for (const token of split) {
      const inside = marks.find(([start, stop]) => token.offset > start && token.offset < stop);
      const previous = joined[joined.length - 1];
      if (inside && previous) previous.content += token.content;
      else joined.push(token);
    }
    return joined;
  });
}

/**
 * Marks every Rslib option key in the config code blocks of the pages as a link to its
 * reference section, with the option path for the popup that shows its type
 * (`theme/components/ConfigKeyTip`). A remark step finds the keys (it knows the page and line,
 * so an unknown key fails the build there); the highlighter then wraps each key's token.
 * The popup's texts are a module of their own per language, which the page loads on the first
 * hover or focus of a key.
 */
export function pluginConfigKeys({
  docsRoot,
  projectRoot,
}: {
  docsRoot: string;
  projectRoot: string;
}): RspressPlugin {
  let facts: Facts | undefined;
  const readOnce = () => {
    facts ??= readFacts(docsRoot, projectRoot);
    return facts;
  };

  const remarkConfigKeys = () => (tree: Root, file: { path?: string }) => {
    const lang = languageOfPageFile(docsRoot, file.path);
    if (!lang) return;
    for (const node of walk(tree)) {
      if (node.type !== 'code' || !SCRIPT_LANGS.has(node.lang ?? '')) continue;
      const marks = marksOf(readOnce(), node, lang, path.relative(projectRoot, file.path ?? ''));
      if (marks.length === 0) continue;
      // The highlighter hands a block's properties to `parseMetaString` only when it has a meta.
      node.meta ||= MARKED_META;
      // mdast-util-to-hast copies `data.hProperties` onto the `code` element.
      const data = (node.data ?? {}) as { hProperties?: Record<string, unknown> };
      node.data = {
        ...data,
        hProperties: { ...data.hProperties, [MARKS_PROPERTY]: JSON.stringify(marks) },
      } as typeof node.data;
    }
  };

  const transformer: ShikiTransformer = {
    name: 'rslib-docs:config-keys',
    tokens(lines) {
      const marks = (this.options.meta as { configKeys?: KeyMark[] } | undefined)?.configKeys;
      return marks ? tokensAtMarks(lines, marks) : undefined;
    },
    // Shiki writes the meta's fields as attributes of `pre`; the marks are not for the page.
    pre(pre) {
      delete pre.properties.configKeys;
    },
    span(span, _line, _col, _lineElement, token) {
      const marks = (this.options.meta as { configKeys?: KeyMark[] } | undefined)?.configKeys;
      const mark = marks?.find(([start]) => start === token.offset);
      if (!mark) return undefined;
      const element: HastElement = {
        type: 'element',
        tagName: 'a',
        properties: {
          href: mark[2],
          className: ['config-key'],
          dataOption: mark[3],
          ariaDescribedBy: [CONFIG_KEY_TIP_ID],
        },
        children: [span],
      };
      return element;
    },
  };

  return {
    name: 'rslib-docs:config-keys',
    markdown: { remarkPlugins: [remarkConfigKeys] },
    config(config) {
      const shiki = config.markdown?.shiki ?? {};
      const parseMetaString = shiki.parseMetaString;
      config.markdown = {
        ...config.markdown,
        shiki: {
          ...shiki,
          parseMetaString(meta, node, tree) {
            const own = parseMetaString?.(meta, node, tree) ?? {};
            const code = node.children[0];
            const marks = code?.type === 'element' ? code.properties[MARKS_PROPERTY] : undefined;
            return typeof marks === 'string' ? { ...own, configKeys: JSON.parse(marks) } : own;
          },
          transformers: [...(shiki.transformers ?? []), transformer],
        },
      };
      return config;
    },
    addRuntimeModules() {
      const info = cachedKeyInfo(readOnce(), projectRoot);
      return Object.fromEntries(
        LANGUAGES.map((lang) => [
          CONFIG_KEY_DATA_MODULE[lang],
          `export default ${JSON.stringify({ defaultLabel: CONFIG_KEY_DEFAULT_LABEL[lang], options: info[lang] } satisfies ConfigKeyTexts)};`,
        ]),
      );
    },
  };
}

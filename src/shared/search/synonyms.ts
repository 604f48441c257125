/**
 * Words library authors use for the same thing, as this site's pages name it and as readers ask
 * for it, in both languages (the Chinese pages keep the English option names, so a Chinese query
 * finds English words too, and the other way round). Each group is one concept; a query word of
 * a group also finds the others, ranked after the word as typed.
 *
 * Reviewed by hand: a group joins words a reader would accept as the answer to each other, not
 * words that merely appear together. Plural and verb forms need no entry (`question.ts` reads
 * inflections); Chinese entries are single index terms (two characters).
 */
const GROUPS: readonly (readonly string[])[] = [
  ['dts', 'd.ts', 'declaration', 'declarations', 'typings', 'types', '声明', '类型'],
  ['cjs', 'commonjs', 'require'],
  ['esm', 'esmodule', 'esmodules', 'mjs'],
  ['minify', 'minified', 'minification', 'minimize', 'compress', 'compressed', 'uglify', '压缩'],
  ['watch', 'rebuild', 'restart', '监听'],
  ['externals', 'external', 'externalize', 'externalized', '外部'],
  ['css', 'styles', 'stylesheet', 'stylesheets', '样式'],
  ['alias', 'aliases', 'paths', '别名'],
  ['assets', 'images', '资源', '图片'],
  ['entry', 'entries', 'entrypoint', '入口'],
  ['sourcemap', 'sourcemaps', 'source-map'],
  ['dependencies', 'deps', '依赖'],
  ['config', 'configuration', 'configure', '配置'],
  ['output', 'dist', '产物', '输出'],
  ['bundle', 'bundled', 'bundling', '打包'],
  ['syntax', 'downgrade', 'downlevel', '降级'],
  ['missing', 'lost', '丢失', '缺失'],
  ['bundleless', 'preservemodules', 'unbundled'],
  ['wasm', 'webassembly'],
  ['directory', 'folder', 'dir', '目录'],
];

const GROUP_OF = new Map<string, readonly string[]>(
  GROUPS.flatMap((group) => group.map((word) => [word, group] as const)),
);

/** The other words of `term`'s group, or none. */
export function synonymsOf(term: string): readonly string[] {
  return GROUP_OF.get(term)?.filter((word) => word !== term) ?? [];
}

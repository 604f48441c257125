/**
 * Files a config block names that the shared sample library does not have: each is written into
 * that block's copy only, so that the other blocks build the sample as it is (a stylesheet in
 * `src` would change every bundleless build).
 */
import { CLI_SCRIPT, samplePackage, tsconfigFile } from './run-rslib';

/** The sample's own compiler options, which a block's tsconfig starts from. */
const SAMPLE_OPTIONS = { declaration: true, rootDir: 'src' };
const TSCONFIG = tsconfigFile(SAMPLE_OPTIONS);
/** A React component library's tsconfig: the sample's, with React's JSX (see `sample/`). */
export const REACT_TSCONFIG = tsconfigFile({ ...SAMPLE_OPTIONS, jsx: 'react-jsx' });

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n';

/** When a block's code matches `names`, these files are added to its copy. */
const FILES_NAMED_BY_BLOCKS: ReadonlyArray<{
  names: RegExp;
  files: Record<string, string>;
}> = [
  // `export {}` makes it a module: API Extractor (`dts.bundle`) cannot read a script's declarations.
  {
    names: /['"]\.?\/?src\/cli\.ts['"]/,
    files: { 'src/cli.ts': `${CLI_SCRIPT}export {};\n` },
  },
  {
    names: /['"]\.\/src\/utils\/index\.ts['"]/,
    files: { 'src/utils/index.ts': 'export const twice = (n: number): number => n * 2;\n' },
  },
  {
    names: /['"]\.\/src\/index\.tsx['"]/,
    files: {
      'src/index.tsx': 'export const Button = () => <button type="button" />;\n',
      'tsconfig.json': REACT_TSCONFIG,
    },
  },
  {
    names: /['"]\.\/src\/Button\.tsx['"]/,
    files: {
      'src/Button.tsx': 'export const Button = () => <button type="button" />;\n',
      'tsconfig.json': REACT_TSCONFIG,
    },
  },
  { names: /\*\.less\b/, files: { 'src/theme.less': '@c: red;\n.a { color: @c; }\n' } },
  { names: /\*\.scss\b/, files: { 'src/button/button.scss': '$c: red;\n.a { color: $c; }\n' } },
  {
    // A Tailwind CSS v4 block: a stylesheet that loads Tailwind, and a class for it to find.
    names: /@tailwindcss\/postcss/,
    files: {
      'src/index.css': "@import 'tailwindcss' source('.');\n",
      'src/button.ts': "export const button = 'rounded-lg bg-sky-500';\n",
    },
  },
  { names: /\{png,svg\}/, files: { 'src/assets/logo.svg': SVG } },
  {
    names: /['"]\.\/src\/square\.ts['"]/,
    files: { 'src/square.ts': 'export const square = (n: number): number => n * n;\n' },
  },
  { names: /['"]\.\/src\/locales['"]/, files: { 'src/locales/en.json': '{ "hello": "Hello" }\n' } },
  { names: /['"]\.\/src\/templates['"]/, files: { 'src/templates/README.md': '# Template\n' } },
  // JSON kept as JSON in bundleless output: the block copies `src/**/*.json`, so one must exist.
  { names: /externals: \[\/\\\.json\$\/\]/, files: { 'src/data.json': '{ "name": "demo" }\n' } },
  { names: /tsconfig\.build\.json/, files: { 'tsconfig.build.json': TSCONFIG } },
  { names: /tsconfig\.dts-bundle\.json/, files: { 'tsconfig.dts-bundle.json': TSCONFIG } },
  {
    // A copy pattern that matches no file fails the build.
    names: /\*\*\/\*\.wasm\.d\.ts/,
    files: { 'src/add.wasm.d.ts': 'export function add(a: number, b: number): number;\n' },
  },
  {
    names: /scripts\/(post-build|copy-templates)\.js/,
    files: { 'scripts/post-build.js': '', 'scripts/copy-templates.js': '' },
  },
  {
    // `externalHelpers` requires the package to declare `@swc/helpers`.
    names: /externalHelpers:\s*true/,
    files: {
      'package.json': samplePackage({
        private: true,
        dependencies: { '@swc/helpers': '^0.5.0' },
      }),
    },
  },
  {
    // `dts.build` needs the tsconfig to name its declaration folder.
    names: /dts:\s*\{\s*build:\s*true/,
    files: {
      'tsconfig.json': tsconfigFile({ ...SAMPLE_OPTIONS, composite: true, declarationDir: 'dist' }),
    },
  },
  {
    // A Svelte 5 component with scoped styles, exported next to the sample's own code.
    names: /pluginSvelte\(/,
    files: {
      'src/Counter.svelte': `<script lang="ts">
  let { label = 'Clicks' }: { label?: string } = $props();
  let count = $state(0);
</script>

<button type="button" onclick={() => count++}>{label}: {count}</button>

<style>
  button {
    font-weight: bold;
  }
</style>
`,
      'src/index.ts':
        "export { add } from './utils';\nexport { default as Counter } from './Counter.svelte';\n",
      // svelte-preprocess asks for it when it compiles `<script lang="ts">`.
      'tsconfig.json': tsconfigFile({ ...SAMPLE_OPTIONS, verbatimModuleSyntax: true }),
    },
  },
  {
    // A Solid component, and the JSX settings that type-check it as Solid rather than React.
    names: /pluginSolid\(/,
    files: {
      'src/Counter.tsx': `import { createSignal } from 'solid-js';

export interface CounterProps {
  label?: string;
}

export function Counter(props: CounterProps) {
  const [count, setCount] = createSignal(0);
  return (
    <button type="button" onClick={() => setCount(count() + 1)}>
      {props.label ?? 'Clicks'}: {count()}
    </button>
  );
}
`,
      'src/index.ts':
        "export { add } from './utils';\nexport { Counter, type CounterProps } from './Counter';\n",
      'tsconfig.json': tsconfigFile({
        ...SAMPLE_OPTIONS,
        jsx: 'preserve',
        jsxImportSource: 'solid-js',
      }),
    },
  },
];

export function filesNamedBy(code: string): Record<string, string> {
  return Object.assign(
    {},
    ...FILES_NAMED_BY_BLOCKS.filter(({ names }) => names.test(code)).map(({ files }) => files),
  );
}

/**
 * The claims of `guide/basic/publish`, shown by running npm and pnpm on a library that Rslib
 * builds: what the package holds with and without `files`, which scripts a pack and a publish run,
 * publint's verdict, installing the packed tarball, `npm version`, prerelease tags, `workspace:`
 * ranges and pnpm's Git checks. Nothing reaches a registry: publishing is always a dry run, and
 * the Git checks stop pnpm before it asks one.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { LANGUAGES } from '#shared/locale-path';
import { pageSource } from '../support/docs';
import { codeSpansIn, pageBlock, sectionOf } from './output-trees';
import {
  configFile,
  ESM_CONFIG,
  jsonFile,
  REPO_ROOT,
  readText,
  sampleCopy,
  terminalEnv,
} from './run-rslib';

const PAGE = 'guide/basic/publish.md';

interface Run {
  exitCode: number;
  stdout: string;
  /** stdout and stderr. */
  output: string;
}

/** Runs a command in `dir` as a user would from a terminal, with the repository's `rslib` on PATH. */
async function run(dir: string, command: string, args: string[]): Promise<Run> {
  const env = terminalEnv({
    PATH: `${path.join(REPO_ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    // No registry is asked, and no answer from one is waited for.
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    GIT_AUTHOR_NAME: 'Docs Test',
    GIT_AUTHOR_EMAIL: 'docs@example.com',
    GIT_COMMITTER_NAME: 'Docs Test',
    GIT_COMMITTER_EMAIL: 'docs@example.com',
  });
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, {
      cwd: dir,
      env,
      encoding: 'utf8',
    });
    return { exitCode: 0, stdout, output: `${stdout}\n${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    const stdout = failed.stdout ?? '';
    return {
      exitCode: typeof failed.code === 'number' ? failed.code : 1,
      stdout,
      output: `${stdout}\n${failed.stderr ?? ''}`,
    };
  }
}

async function ok(dir: string, command: string, args: string[]): Promise<Run> {
  const result = await run(dir, command, args);
  expect(result.exitCode, `${command} ${args.join(' ')}\n${result.output}`).toBe(0);
  return result;
}

/** The file paths a pack would put in the package, sorted, from its `--json` report. */
async function packedFiles(dir: string, tool: 'npm' | 'pnpm'): Promise<string[]> {
  const { stdout } = await ok(dir, tool, ['pack', '--dry-run', '--json']);
  // Scripts a pack runs may print before the report.
  const report = JSON.parse(stdout.slice(stdout.search(/^[[{]/m)));
  const files: { path: string }[] = (Array.isArray(report) ? report[0] : report).files;
  return files.map((file) => file.path).sort();
}

/** The `text` blocks of a section, each as its sorted lines. */
function listsIn(sectionId: string): string[][] {
  return sectionOf(pageSource('en', PAGE), sectionId)
    .blocks.filter((block) => block.lang === 'text')
    .map((block) => block.code.trim().split('\n').sort());
}

/** The page's `package.json` with `changes` applied; `undefined` removes a field. */
function manifest(changes: Record<string, unknown> = {}): string {
  const base = JSON.parse(pageBlock(PAGE, 'package-json', 'package.json'));
  const merged = { ...base, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete merged[key];
  return jsonFile(merged);
}

/** JavaScript only, for the claims that need no declaration files: each build is quicker. */
const JS_ONLY = { 'rslib.config.ts': ESM_CONFIG };

/** The page's library: the sample with the page's `package.json`, Git ignoring `dist`. */
function library(name: string, files: Record<string, string> = {}): string {
  return sampleCopy(name, {
    'package.json': manifest(),
    'rslib.config.ts': configFile("{ lib: [{ format: 'esm', dts: true }] }"),
    'README.md': '# @acme/utils\n',
    LICENSE: 'MIT\n',
    '.gitignore': 'node_modules\ndist\n',
    'tests/index.test.ts': "import '../src/index';\n",
    ...files,
  });
}

test.concurrent('guide/basic/publish: the package holds what files lists; without it, .gitignore leaves dist out', async () => {
  const [withFiles, withoutFiles] = listsIn('files');
  // A file of an earlier build: the build that prepack runs empties dist first.
  const dir = library('publish-files', { 'dist/removed.js': 'export {};\n' });
  expect(await packedFiles(dir, 'npm')).toEqual(withFiles);
  // Built once: the other packs need no prepack.
  writeFileSync(path.join(dir, 'package.json'), manifest({ scripts: undefined }));
  expect(await packedFiles(dir, 'pnpm')).toEqual(withFiles);
  writeFileSync(path.join(dir, 'package.json'), manifest({ files: undefined, scripts: undefined }));
  expect(await packedFiles(dir, 'npm')).toEqual(withoutFiles);
  expect(await packedFiles(dir, 'pnpm')).toEqual(withoutFiles);
});

test.concurrent('guide/basic/publish: prepack runs before every pack and publish, prepublishOnly before a publish only', async () => {
  // Each script leaves a mark; the first test shows that prepack's `rslib build` builds.
  const mark = (name: string) => `node -e "require('fs').writeFileSync('ran-${name}', '')"`;
  const scripts = { prepack: mark('prepack'), prepublishOnly: mark('prepublishOnly') };
  const dir = library('publish-scripts', { 'package.json': manifest({ scripts }) });
  const ran = async (command: string, args: string[]) => {
    for (const name of Object.keys(scripts)) rmSync(path.join(dir, `ran-${name}`), { force: true });
    await ok(dir, command, args);
    return Object.keys(scripts).filter((name) => existsSync(path.join(dir, `ran-${name}`)));
  };
  expect(await ran('npm', ['pack', '--dry-run'])).toEqual(['prepack']);
  expect(await ran('pnpm', ['pack', '--dry-run'])).toEqual(['prepack']);
  const both = ['prepack', 'prepublishOnly'];
  expect(await ran('npm', ['publish', '--dry-run'])).toEqual(both);
  expect(await ran('pnpm', ['publish', '--dry-run', '--no-git-checks'])).toEqual(both);
  expect(pageBlock(PAGE, 'package-json', 'package.json')).toContain('"prepack": "rslib build"');
});

test.concurrent('guide/basic/publish: publint fails the build of a package whose exports are not published', async () => {
  const dir = library('publish-publint', {
    'package.json': manifest({ files: undefined }),
    'rslib.config.ts': pageBlock(PAGE, 'check', 'rslib.config.ts'),
  });
  // The build publint checks is the one rslib runs itself.
  const result = await run(dir, 'rslib', ['build']);
  expect(result.exitCode).not.toBe(0);
  // The messages the page lists, each a list item in inline code.
  const quoted = codeSpansIn(pageSource('en', PAGE), 'check').filter((span) =>
    span.startsWith('pkg.exports'),
  );
  expect(quoted).toHaveLength(2);
  for (const message of quoted) expect(result.output).toContain(message);
});

test.concurrent('guide/basic/publish: the packed tarball installs and imports; without files it fails at the import', async () => {
  const apps = mkdtempSync(path.join(tmpdir(), 'rslib-docs-publish-'));
  try {
    for (const withFiles of [true, false]) {
      const dir = library(`publish-tarball-${withFiles}`, JS_ONLY);
      if (!withFiles) writeFileSync(path.join(dir, 'package.json'), manifest({ files: undefined }));
      await ok(dir, 'npm', ['pack']);
      const app = path.join(apps, String(withFiles));
      mkdirSync(app);
      writeFileSync(path.join(app, 'package.json'), jsonFile({ name: 'app', private: true }));
      await ok(app, 'npm', ['install', path.join(dir, 'acme-utils-1.0.0.tgz')]);
      const imported = await run(app, 'node', [
        '--input-type=module',
        '-e',
        "import '@acme/utils';",
      ]);
      if (withFiles) expect(imported.output).not.toContain('Error');
      else {
        expect(imported.exitCode).not.toBe(0);
        expect(imported.output).toContain(
          `Cannot find module '${path.join(app, 'node_modules/@acme/utils/dist/index.js')}'`,
        );
      }
    }
  } finally {
    rmSync(apps, { recursive: true, force: true });
  }
  const prose = sectionOf(pageSource('en', PAGE), 'files').prose.join('\n');
  expect(prose).toContain("`Cannot find module '…/node_modules/@acme/utils/dist/index.js'`");
});

test.concurrent('guide/basic/publish: npm version bumps, commits and tags; a prerelease needs a tag', async () => {
  const dir = library('publish-versions', JS_ONLY);
  await ok(dir, 'git', ['init', '--quiet', '--initial-branch', 'main']);
  await ok(dir, 'git', ['add', '--all']);
  await ok(dir, 'git', ['commit', '--quiet', '--message', 'init']);
  // The page's sequence: each line's command, and the versions before and after it.
  const block = sectionOf(pageSource('en', PAGE), 'versions').blocks.find((b) => b.lang === 'bash');
  const steps = (block?.code ?? '').split('\n').map((line) => {
    const match = /^npm (version .+?)\s+# (\S+) → (\S+)$/.exec(line);
    expect(match, `a step: ${line}`).not.toBeNull();
    return { args: (match?.[1] ?? '').split(' '), from: match?.[2], to: match?.[3] };
  });
  expect(steps).toHaveLength(4);
  for (const { args, from, to } of steps) {
    expect(JSON.parse(readText(dir, 'package.json')).version).toBe(from);
    expect((await ok(dir, 'npm', args)).stdout.trim()).toBe(`v${to}`);
  }
  expect((await ok(dir, 'git', ['log', '-1', '--format=%s'])).stdout.trim()).toBe('1.1.1-beta.1');
  expect((await ok(dir, 'git', ['tag'])).stdout).toContain('v1.0.1\n');
  writeFileSync(path.join(dir, 'README.md'), 'changed\n');
  const dirty = await run(dir, 'npm', ['version', 'patch']);
  expect(dirty.output).toContain('Git working directory not clean.');
  await ok(dir, 'git', ['checkout', '--quiet', 'README.md']);

  const npmMajor = Number((await ok(dir, 'npm', ['--version'])).stdout.split('.')[0]);
  const untagged = await run(dir, 'npm', ['publish', '--dry-run']);
  const prose = sectionOf(pageSource('en', PAGE), 'versions').prose.join('\n');
  const refusal = 'You must specify a tag using --tag when publishing a prerelease version.';
  expect(prose).toContain(`npm 11 stops a prerelease published without a tag: \`${refusal}\``);
  if (npmMajor >= 11) {
    expect(untagged.exitCode).not.toBe(0);
    expect(untagged.output).toContain(refusal);
  }
  const tagged = await ok(dir, 'npm', ['publish', '--dry-run', '--tag', 'beta']);
  expect(tagged.output).toContain('with tag beta');
});

test.concurrent('guide/basic/publish: pnpm replaces workspace: ranges, npm keeps them, and pnpm checks Git', async () => {
  // pnpm's and npm's behaviour, not Rslib's: a workspace of its own, outside this repository's.
  const root = mkdtempSync(path.join(tmpdir(), 'rslib-docs-publish-workspace-'));
  try {
    const rows = sectionOf(pageSource('en', PAGE), 'workspace').prose.flatMap((line) => {
      const match = /^\| `"@acme\/utils": "(workspace:.)"` \| `"@acme\/utils": "(.+?)"` \|$/.exec(
        line,
      );
      return match ? [[match[1] ?? '', match[2] ?? ''] as const] : [];
    });
    expect(rows).toHaveLength(3);
    const files: Record<string, string> = {
      'package.json': jsonFile({ name: 'root', private: true }),
      'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
      '.gitignore': 'node_modules\n*.tgz\n',
      'packages/utils/package.json': jsonFile({ name: '@acme/utils', version: '1.2.3' }),
      ...Object.fromEntries(
        rows.map(([range], index) => [
          `packages/ui${index}/package.json`,
          jsonFile({
            name: `@acme/ui${index}`,
            version: '1.0.0',
            dependencies: { '@acme/utils': range },
          }),
        ]),
      ),
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    await ok(root, 'pnpm', ['install', '--offline', '--silent']);
    const packed = async (tool: string, dir: string) => {
      await ok(dir, tool, ['pack']);
      await ok(dir, 'tar', [
        'xzf',
        path.join(dir, `acme-${path.basename(dir)}-1.0.0.tgz`),
        '-C',
        dir,
      ]);
      return JSON.parse(readText(dir, 'package/package.json')).dependencies['@acme/utils'];
    };
    for (const [index, [range, published]] of rows.entries()) {
      const dir = path.join(root, `packages/ui${index}`);
      expect(await packed('pnpm', dir)).toBe(published);
      rmSync(path.join(dir, 'package'), { recursive: true });
      expect(await packed('npm', dir)).toBe(range);
    }

    const prose = sectionOf(pageSource('en', PAGE), 'workspace').prose.join('\n');
    const ui = path.join(root, 'packages/ui0');
    await ok(root, 'git', ['init', '--quiet', '--initial-branch', 'main']);
    await ok(root, 'git', ['add', '--all']);
    await ok(root, 'git', ['commit', '--quiet', '--message', 'init']);
    writeFileSync(path.join(ui, 'README.md'), 'new\n');
    const unclean = await run(ui, 'pnpm', ['publish', '--dry-run']);
    const uncleanMessage =
      'ERR_PNPM_GIT_UNCLEAN Unclean working tree. Commit or stash changes first.';
    // pnpm sets its error codes off with thin spaces.
    expect(unclean.output.replace(/[\u2009 ]+/g, ' ')).toContain(uncleanMessage);
    expect(prose).toContain(`\`${uncleanMessage}\``);
    rmSync(path.join(ui, 'README.md'));
    await ok(root, 'git', ['checkout', '--quiet', '--detach']);
    const detached = await run(ui, 'pnpm', ['publish', '--dry-run']);
    expect(detached.exitCode).not.toBe(0);
    expect(detached.output).toContain('ERR_PNPM_GIT_UNKNOWN_BRANCH');
    expect(prose).toContain('`ERR_PNPM_GIT_UNKNOWN_BRANCH`');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('guide/basic/publish: both languages show the same package.json, lists and commands', () => {
  const blocks = (lang: (typeof LANGUAGES)[number]) =>
    ['package-json', 'files', 'check', 'versions'].flatMap((id) =>
      sectionOf(pageSource(lang, PAGE), id).blocks.map((block) =>
        // Comments in commands are prose, written in each language.
        block.code.replace(/\s*#.*$/gm, ''),
      ),
    );
  const [en, ...others] = LANGUAGES.map(blocks);
  for (const other of others) expect(other).toEqual(en);
});

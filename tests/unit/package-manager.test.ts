import { describe, expect, it } from 'vitest';
import { commandsFor, PACKAGE_MANAGERS } from '#shared/package-manager';

describe('commandsFor', () => {
  it('offers exactly npm, yarn, pnpm and bun', () => {
    expect(Object.keys(commandsFor('add x'))).toEqual([...PACKAGE_MANAGERS]);
    expect(PACKAGE_MANAGERS).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });

  it('prefixes each manager for installs and turns install into add where npm is the odd one', () => {
    expect(commandsFor('add @rslib/core -D')).toEqual({
      npm: 'npm add @rslib/core -D',
      yarn: 'yarn add @rslib/core -D',
      pnpm: 'pnpm add @rslib/core -D',
      bun: 'bun add @rslib/core -D',
    });
    expect(commandsFor('install  typescript -D')).toMatchObject({
      npm: 'npm install typescript -D',
      yarn: 'yarn add typescript -D',
      bun: 'bun add typescript -D',
    });
    expect(commandsFor('install')).toMatchObject({ yarn: 'yarn install' });
  });

  it('drops the version tag that yarn create does not accept', () => {
    expect(commandsFor('create rslib@latest')).toMatchObject({
      npm: 'npm create rslib@latest',
      yarn: 'yarn create rslib',
      pnpm: 'pnpm create rslib@latest',
    });
  });

  it('runs local binaries and registry packages', () => {
    expect(commandsFor('rslib build', 'exec')).toEqual({
      npm: 'npx rslib build',
      yarn: 'yarn rslib build',
      pnpm: 'pnpm rslib build',
      bun: 'bunx rslib build',
    });
    expect(commandsFor('publint', 'dlx')).toMatchObject({
      yarn: 'yarn dlx publint',
      pnpm: 'pnpm dlx publint',
    });
  });

  it('refuses an empty command', () => {
    expect(() => commandsFor('  ')).toThrow('the command is empty');
  });
});

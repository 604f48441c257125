import { describe, expect, it } from 'vitest';
import { readCommandLine } from '#node/command-line';

const USAGE = 'Usage: tool [--port N] [path…]';
const CONFIG = {
  allowPositionals: true,
  options: { port: { type: 'string', default: '4173' } },
} as const;

describe('a script command line', () => {
  it('gives the options and paths it was run with', () => {
    const read = readCommandLine(USAGE, CONFIG, ['--port', '5000', '/zh/']);
    expect(read.kind).toBe('run');
    if (read.kind !== 'run') return;
    expect(read.parsed.values.port).toBe('5000');
    expect(read.parsed.positionals).toEqual(['/zh/']);
    const defaults = readCommandLine(USAGE, CONFIG, []);
    expect(defaults.kind === 'run' && defaults.parsed.values.port).toBe('4173');
  });

  it('answers --help and -h with the usage, wherever they are', () => {
    for (const args of [['--help'], ['-h'], ['--port', '1', '--help']])
      expect(readCommandLine(USAGE, CONFIG, args)).toEqual({ kind: 'help', text: USAGE });
    // After `--`, "--help" is a path.
    const read = readCommandLine(USAGE, CONFIG, ['--', '--help']);
    expect(read.kind === 'run' && read.parsed.positionals).toEqual(['--help']);
  });

  it('names a wrong option and shows the usage, with no stack trace', () => {
    const read = readCommandLine(USAGE, CONFIG, ['--prot', '5000']);
    expect(read.kind).toBe('wrong');
    if (read.kind !== 'wrong') return;
    expect(read.text).toMatch(/^Unknown option '--prot'/);
    expect(read.text.endsWith(`\n\n${USAGE}`)).toBe(true);
    expect(read.text).not.toMatch(/\n\s+at /);
  });
});

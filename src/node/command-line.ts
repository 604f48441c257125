/**
 * The command line of the repository's scripts (`scripts/`, `bench/`): `--help` prints what a
 * script does and its options, and a wrong option gets a one-line reason and the same text,
 * never Node's stack trace.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';

type Parsed<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>>;

export type CommandLine<T extends ParseArgsConfig> =
  | { kind: 'run'; parsed: Parsed<T> }
  | { kind: 'help'; text: string }
  | { kind: 'wrong'; text: string };

/** Reads `args` (`--help` or `-h` anywhere before a `--` asks for the usage). */
export function readCommandLine<T extends ParseArgsConfig>(
  usage: string,
  config: T,
  args: readonly string[],
): CommandLine<T> {
  const end = args.indexOf('--');
  const options = end === -1 ? args : args.slice(0, end);
  if (options.includes('--help') || options.includes('-h')) return { kind: 'help', text: usage };
  try {
    return { kind: 'run', parsed: parseArgs<T>({ ...config, args: [...args] }) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'wrong', text: `${reason}\n\n${usage}` };
  }
}

/** The parsed command line of this process; prints and exits for `--help` (0) or a wrong one (2). */
export function commandLine<T extends ParseArgsConfig>(usage: string, config: T): Parsed<T> {
  const read = readCommandLine(usage, config, process.argv.slice(2));
  if (read.kind === 'run') return read.parsed;
  if (read.kind === 'help') {
    console.log(read.text);
    process.exit(0);
  }
  console.error(read.text);
  process.exit(2);
}

/** Stops this process over a wrong argument the parser cannot see: the reason, then the usage. */
export function exitWithUsage(reason: string, usage: string): never {
  console.error(`${reason}\n\n${usage}`);
  process.exit(2);
}

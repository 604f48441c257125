/**
 * Runs shell commands at once and exits, once all have ended, with the first failure's status
 * (0 when every one passed). Each line they print starts with its command, so that their output
 * stays readable side by side. `pnpm test:quick` runs Biome and knip, tsc and Vitest this way,
 * so that no core waits for another program to finish:
 *
 *   tsx scripts/side-by-side.ts 'pnpm lint' 'pnpm typecheck' 'vitest run'
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const commands = process.argv.slice(2);
if (commands.length < 2) {
  console.error("usage: tsx scripts/side-by-side.ts 'command' 'command' ...");
  process.exit(2);
}

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${command}]`;
    createInterface({ input: child.stdout }).on('line', (line) =>
      process.stdout.write(`${prefix} ${line}\n`),
    );
    createInterface({ input: child.stderr }).on('line', (line) =>
      process.stderr.write(`${prefix} ${line}\n`),
    );
    child.on('error', (error) => {
      process.stderr.write(`${prefix} could not start: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      const status = code ?? 1;
      process.stdout.write(
        `${prefix} ${status === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`}\n`,
      );
      resolve(status);
    });
  });
}

const statuses = await Promise.all(commands.map(run));
process.exit(statuses.find((status) => status !== 0) ?? 0);

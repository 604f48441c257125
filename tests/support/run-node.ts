import { spawn } from 'node:child_process';

export interface NodeRun {
  dir: string;
  exitCode: number | null;
  /** stdout and stderr, interleaved as printed. */
  output: string;
}

/** Runs Node.js in `dir` with `args` (a CLI's bin, a script), without colours in its output. */
export function runNode(
  dir: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<NodeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ dir, exitCode, output }));
  });
}

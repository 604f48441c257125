import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Serves a built site with scripts/serve.ts (the static-host rules: clean URLs, `_headers`,
 * `_redirects`, per-language 404 pages) on 127.0.0.1, and resolves once it listens.
 */
export async function startStaticServer(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--dir', dir, '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout?.once('data', () => resolve());
    server.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)));
  });
  return server;
}

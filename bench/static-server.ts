import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Serves a built site with scripts/serve.ts (the static-host rules: clean URLs, `_headers`,
 * `_redirects`, per-language 404 pages) on 127.0.0.1, and resolves once it listens. The server
 * stops when the benchmark exits, however it exits: a benchmark that crashed (its output piped to
 * `head`, say) used to leave it holding the port, and the next run failed with EADDRINUSE.
 */
export async function startStaticServer(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--dir', dir, '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stop = () => server.kill();
  process.once('exit', stop);
  server.once('exit', () => process.off('exit', stop));
  await new Promise<void>((resolve, reject) => {
    server.stdout?.once('data', () => resolve());
    server.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)));
  });
  return server;
}

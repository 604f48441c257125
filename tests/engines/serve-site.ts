/**
 * Serves the built site for the suite as Playwright's webServer does (`playwright.config.ts`):
 * `scripts/serve.ts` over `doc_build` (or `E2E_SITE_DIR`) on `E2E_PORT`; and the same build as
 * GitHub Pages serves it, on the port after the next.
 */
import { spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const SITE_DIR = process.env.E2E_SITE_DIR ?? 'doc_build';
/** How long a server may take to answer its first request. */
const START_TIMEOUT_MS = 30_000;

/** Starts `scripts/serve.ts` with `options` on `port`; resolves to its stop function. */
async function serve(port: number, options: string[] = []): Promise<() => void> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    'pnpm',
    ['exec', 'tsx', 'scripts/serve.ts', '--dir', SITE_DIR, '--port', String(port), ...options],
    // Its own process group, so that stopping it stops the server under pnpm too.
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const stop = () => {
    if (server.pid !== undefined) process.kill(-server.pid);
  };
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`scripts/serve.ts exited with ${code}`))),
  );
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const answered = await Promise.race([
      fetch(`${origin}/`).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (answered) return stop;
    if (Date.now() > deadline) {
      stop();
      throw new Error(`${origin} did not answer`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export default async function serveSite(project: TestProject) {
  const started = await Promise.allSettled([serve(PORT), serve(PORT + 2, ['--github-pages'])]);
  const stops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => {
    for (const stop of stops) stop();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    stopAll();
    throw failed.reason;
  }
  project.provide('siteOrigin', `http://127.0.0.1:${PORT}`);
  project.provide('githubPagesOrigin', `http://127.0.0.1:${PORT + 2}`);
  return stopAll;
}

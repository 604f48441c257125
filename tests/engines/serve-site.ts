/**
 * Serves the built site for the suite as Playwright's webServer does (`playwright.config.ts`):
 * `scripts/serve.ts` over `doc_build` (or `E2E_SITE_DIR`) on `E2E_PORT`.
 */
import { spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const SITE_DIR = process.env.E2E_SITE_DIR ?? 'doc_build';
/** How long the server may take to answer its first request. */
const START_TIMEOUT_MS = 30_000;

export default async function serveSite(project: TestProject) {
  const origin = `http://127.0.0.1:${PORT}`;
  const server = spawn(
    'pnpm',
    ['exec', 'tsx', 'scripts/serve.ts', '--dir', SITE_DIR, '--port', String(PORT)],
    // Its own process group, so that stopping it stops the server under pnpm too.
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
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
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`${origin} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  project.provide('siteOrigin', origin);
  return () => {
    if (server.pid !== undefined) process.kill(-server.pid);
  };
}

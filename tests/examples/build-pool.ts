/**
 * Builds copies of the sample in long-lived `build-server.mjs` processes, one per core, each one
 * build at a time: the equivalent of `rslib build` without options, without starting Node.js and
 * loading `@rslib/core` for every build. The blocks of the pages (examples.test.ts) and every
 * claim test's build without options (`poolBuilds` in run-rslib.ts) use it; a run with options,
 * environment variables or an expected failure runs the CLI. Kept because it measured faster than
 * a CLI process per build, which spends much of a small build starting Node.js and loading
 * `@rslib/core` (the figures are in bench/README.md, "Test suite").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { NodeRun } from '../support/run-node';

const SERVER = path.join(import.meta.dirname, 'build-server.mjs');
/** What the server writes after each build, then the job's id and exit code (see the server). */
const DONE_MARKER = 'BUILD_DONE';
const DONE = new RegExp(`\\n${DONE_MARKER} (\\d+) (-?\\d+)\\n`);

interface Job {
  id: number;
  dir: string;
  resolve: (run: NodeRun) => void;
}

interface Server {
  child: ChildProcess;
  job?: Job;
  stdout: string;
  stderr: string;
}

/** A pool of build servers; `close()` ends them once the builds are done. */
export function buildPool(size = availableParallelism()) {
  const queue: Job[] = [];
  const idle: Server[] = [];
  let started = 0;
  let nextId = 0;
  let closed = false;

  function start(): Server {
    started++;
    const child = spawn(process.execPath, [SERVER, DONE_MARKER], {
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const server: Server = { child, stdout: '', stderr: '' };
    const settle = () => {
      const { job } = server;
      if (!job) return;
      const out = DONE.exec(server.stdout);
      const err = DONE.exec(server.stderr);
      if (!out || !err) return;
      job.resolve({
        dir: job.dir,
        exitCode: Number(out[2]),
        output: server.stdout.slice(0, out.index) + server.stderr.slice(0, err.index),
      });
      server.stdout = server.stdout.slice(out.index + out[0].length);
      server.stderr = server.stderr.slice(err.index + err[0].length);
      server.job = undefined;
      // After a failed build the server ends itself; the exit below starts the next build.
      if (out[2] === '0') release(server);
    };
    child.stdout?.on('data', (chunk) => {
      server.stdout += chunk;
      settle();
    });
    child.stderr?.on('data', (chunk) => {
      server.stderr += chunk;
      settle();
    });
    // A server that dies (a plugin crashing the process) fails its build with what it printed;
    // the next build gets a fresh server.
    child.on('exit', (code) => {
      started--;
      const { job } = server;
      server.job = undefined;
      const at = idle.indexOf(server);
      if (at >= 0) idle.splice(at, 1);
      job?.resolve({
        dir: job.dir,
        exitCode: code ?? 1,
        output: `${server.stdout}${server.stderr}\nthe build server exited with ${code}`,
      });
      if (!closed) dispatch();
    });
    return server;
  }

  function release(server: Server) {
    idle.push(server);
    dispatch();
  }

  function dispatch() {
    while (queue.length > 0) {
      const server = idle.pop() ?? (started < size ? start() : undefined);
      if (!server) return;
      const job = queue.shift() as Job;
      server.job = job;
      server.child.stdin?.write(`${JSON.stringify({ id: job.id, dir: job.dir })}\n`);
    }
  }

  return {
    /** Builds the copy in `dir`, as `rslib build` there would. */
    build(dir: string): Promise<NodeRun> {
      return new Promise((resolve) => {
        queue.push({ id: nextId++, dir, resolve });
        dispatch();
      });
    },
    close() {
      closed = true;
      for (const server of idle) server.child.stdin?.end();
    },
  };
}

/**
 * A long-lived Node.js process that builds copies of the sample library one after another with
 * `@rslib/core`'s JavaScript API, the way `rslib build` without options does (tests/examples/
 * build-pool.ts starts it, with the end-of-build marker as its one argument). Each job is a line
 * on stdin: `{"id":1,"dir":"/…/config-abc"}`. After each build it writes `<marker> <id> <exit
 * code>` on its own line to stdout and to stderr, so that everything printed before (its own logs
 * and those of the declaration-file processes the build forks, which inherit both streams)
 * belongs to that build.
 *
 * Plain JavaScript: a TypeScript loader in this process would also load the configs it builds.
 */
import { createInterface } from 'node:readline';
import { createRslib, loadConfig } from '@rslib/core';

const DONE = process.argv[2];
if (!DONE) throw new Error('build-server.mjs needs the end-of-build marker as its argument.');
const ENV = { ...process.env };

/** What `rslib build` does: load the config and the env files of `dir`, build, close. */
async function build(dir) {
  // A build sets variables (NODE_ENV, the env files' public ones): each starts from the same set.
  for (const key of Object.keys(process.env)) if (!(key in ENV)) delete process.env[key];
  Object.assign(process.env, ENV);
  process.env.NODE_ENV ||= 'production';
  process.chdir(dir);
  try {
    const rslib = await createRslib({
      cwd: dir,
      config: () => loadConfig({ cwd: dir, command: 'build' }),
      loadEnv: { cwd: dir },
    });
    const instance = await rslib.build();
    await instance.close();
    return 0;
  } catch (error) {
    // As the CLI reports it.
    if (!(error instanceof Error && error.message === 'Rspack build failed.')) {
      console.error('Failed to build.');
    }
    if (error instanceof AggregateError) for (const inner of error.errors) console.error(inner);
    else console.error(error);
    return 1;
  }
}

const write = (stream, text) => new Promise((resolve) => stream.write(text, resolve));

const jobs = createInterface({ input: process.stdin });
for await (const line of jobs) {
  const { id, dir } = JSON.parse(line);
  const exitCode = await build(dir);
  await write(process.stdout, `\n${DONE} ${id} ${exitCode}\n`);
  await write(process.stderr, `\n${DONE} ${id} ${exitCode}\n`);
  // A failed build may leave work running (another item's compiler, a declaration process) that
  // would print into, or change, the next build: the process ends, as the CLI's does, and the
  // pool starts a fresh one.
  if (exitCode !== 0) process.exit(exitCode);
}

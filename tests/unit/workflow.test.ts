import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/** The GitHub workflow, read as GitHub reads it. */
interface Job {
  needs?: string | string[];
  strategy?: { matrix?: Record<string, unknown[]> };
  steps?: Array<{ run?: string }>;
}
const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as {
  jobs: Record<string, Job>;
};
const jobs = workflow.jobs;
const needsOf = (job: Job) => [job.needs ?? []].flat();

/** Each matrix combination's commands, with `${{ matrix.x }}` replaced by its value. */
function expandedRuns(job: Job): string[] {
  const matrix = job.strategy?.matrix ?? {};
  let combinations: Record<string, unknown>[] = [{}];
  for (const [key, values] of Object.entries(matrix)) {
    combinations = combinations.flatMap((combo) =>
      values.map((value) => ({ ...combo, [key]: value })),
    );
  }
  return combinations.flatMap((combo) =>
    (job.steps ?? [])
      .flatMap((step) => (step.run ? [step.run] : []))
      .map((run) =>
        run.replace(/\$\{\{\s*matrix\.(\w+)\s*\}\}/g, (_, key: string) => String(combo[key])),
      ),
  );
}

describe('the GitHub workflow', () => {
  it('deploys only once every other job has passed', () => {
    const deploy = jobs.deploy;
    expect(deploy).toBeDefined();
    const others = Object.keys(jobs).filter((name) => name !== 'deploy');
    expect(others.length).toBeGreaterThan(1);
    // Directly or through a job it needs: a job no path reaches could fail and still deploy.
    const reached = new Set<string>();
    const visit = (name: string) => {
      for (const need of needsOf(jobs[name] ?? {})) {
        if (!reached.has(need)) {
          reached.add(need);
          visit(need);
        }
      }
    };
    visit('deploy');
    expect([...reached].sort()).toEqual(others.sort());
  });

  it('runs the end-to-end tests in shards i/N for every i from 1 to N, once each', () => {
    const shards = Object.values(jobs)
      .flatMap(expandedRuns)
      .flatMap((run) => [...run.matchAll(/--shard=(\d+)\/(\d+)/g)])
      .map((match) => ({ index: Number(match[1]), total: Number(match[2]) }));
    expect(shards.length).toBeGreaterThan(1);
    const totals = new Set(shards.map((shard) => shard.total));
    expect(totals.size, 'one shard count').toBe(1);
    const total = [...totals][0] ?? 0;
    expect(shards.map((shard) => shard.index).sort((a, b) => a - b)).toEqual(
      Array.from({ length: total }, (_, i) => i + 1),
    );
  });

  it('runs every step of `pnpm test`', () => {
    const runs = Object.values(jobs).flatMap(expandedRuns).join('\n');
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<
      string,
      string
    >;
    const steps = (scripts.test ?? '').split('&&').map((step) => step.trim());
    expect(steps.length).toBeGreaterThan(3);
    for (const step of steps) {
      // `pnpm build` is `rspress build`; a shard runs the end-to-end command with `--shard` added.
      expect(runs).toContain(step === 'rspress build' ? 'pnpm build' : step);
    }
  });
});

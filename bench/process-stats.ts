/**
 * Runs a command and measures its wall time, CPU time and the peak resident memory of its whole
 * process tree. Build tools spawn processes (git, workers), so the peak of the largest process
 * alone (`/usr/bin/time -v`) undercounts; this sums `VmRSS` over the process and every
 * descendant, sampled from `/proc` (Linux only). Threads share their process's memory and are
 * counted once.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const SAMPLE_INTERVAL_MS = 100;
/** Clock ticks per second of `/proc/<pid>/stat` times: USER_HZ, 100 on Linux. */
const USER_HZ = 100;
/** Fields of `/proc/<pid>/stat` counted from the one after `(comm)`, from 0. */
const PPID_FIELD = 1;
const UTIME_FIELD = 11;
const STIME_FIELD = 12;
const KIB = 1024;
/** Characters of output kept for the report when a command fails. */
const OUTPUT_TAIL_CHARS = 4000;

export interface RunStats {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  wallMs: number;
  /**
   * CPU time (user + system) of the tree as last sampled: it misses at most one sampling
   * interval per process, and processes that lived less than one. Unlike wall time, it barely
   * moves when other programs compete for the CPUs.
   */
  cpuMs: number;
  peakRssBytes: number;
  /** Everything the command wrote to stdout and stderr, interleaved. */
  output: string;
}

export function outputTail(output: string): string {
  return output.length > OUTPUT_TAIL_CHARS ? `…${output.slice(-OUTPUT_TAIL_CHARS)}` : output;
}

interface ProcessEntry {
  ppid: number;
  /** User plus system CPU time so far, in clock ticks. */
  cpuTicks: number;
}

/**
 * Every process's parent and CPU time, from `/proc/<pid>/stat`: after the `(comm)` field come
 * state, ppid, …, utime (14th field) and stime (15th).
 */
function processTable(): Map<number, ProcessEntry> {
  const table = new Map<number, ProcessEntry>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpuTicks = Number(fields[UTIME_FIELD]) + Number(fields[STIME_FIELD]);
      table.set(Number(entry), { ppid: Number(fields[PPID_FIELD]), cpuTicks });
    } catch {
      // The process exited between listing and reading.
    }
  }
  return table;
}

function descendantsAndSelf(root: number, table: Map<number, ProcessEntry>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of table) {
    const list = children.get(ppid) ?? [];
    list.push(pid);
    children.set(ppid, list);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] ?? -1) ?? []));
  return tree;
}

function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kib ? Number(kib) * KIB : 0;
  } catch {
    return 0;
  }
}

/** One sample of a process tree: the pids in it and its resident memory now. */
function sampleTree(root: number): { cpuTicks: Map<number, number>; rssBytes: number } {
  const table = processTable();
  const cpuTicks = new Map<number, number>();
  let rssBytes = 0;
  for (const pid of descendantsAndSelf(root, table)) {
    cpuTicks.set(pid, table.get(pid)?.cpuTicks ?? 0);
    rssBytes += residentBytes(pid);
  }
  return { cpuTicks, rssBytes };
}

export function runMeasured(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<RunStats> {
  const start = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let peakRssBytes = 0;
  const lastCpuTicks = new Map<number, number>();
  const sample = () => {
    if (child.pid === undefined) return;
    const { cpuTicks, rssBytes } = sampleTree(child.pid);
    peakRssBytes = Math.max(peakRssBytes, rssBytes);
    for (const [pid, ticks] of cpuTicks) lastCpuTicks.set(pid, ticks);
  };
  const timer = setInterval(sample, SAMPLE_INTERVAL_MS);
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (exitCode, signal) => {
      clearInterval(timer);
      const wallMs = performance.now() - start;
      let ticks = 0;
      for (const value of lastCpuTicks.values()) ticks += value;
      resolve({ exitCode, signal, wallMs, cpuMs: (ticks * 1000) / USER_HZ, peakRssBytes, output });
    });
  });
}

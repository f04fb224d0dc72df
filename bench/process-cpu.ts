// CPU time of the processes a benchmark measures, read from /proc: what a server spent, whatever the client did.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (100 on Linux almost everywhere; asked once). */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces). */
function statFields(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU µs (user + system) one process has used so far. */
export function processCpuMicros(pid: number): number {
  const fields = statFields(pid);
  return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1e6;
}

/**
 * CPU µs (user + system) of every process in a process group (a primary and its workers; npm and node), with the
 * CPU of children they have reaped when `withReapedChildren`.
 */
export function groupCpuMicros(pgid: number, withReapedChildren = false): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const fields = statFields(pid);
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
      if (withReapedChildren) ticks += Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return (ticks / CLOCK_TICKS) * 1e6;
}

/**
 * CPU µs one process has run on a core so far, every thread of it, to the nanosecond (the scheduler's own account in
 * /proc/<pid>/task/<tid>/schedstat): for windows too short for clock ticks (10 ms) to count well.
 */
export function processRunMicros(pid: number): number {
  let nanos = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanos += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return nanos / 1000;
}

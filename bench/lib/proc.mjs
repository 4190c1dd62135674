// What /proc tells about a server process: its resident memory and CPU time, and when it has settled.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Resident set size of a process in MiB, or null when it is gone. */
export function residentMiB(pid) {
  const file = `/proc/${pid}/status`;
  if (!pid || !existsSync(file)) return null;
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(file, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : null;
}

/** User + system CPU time of a process in ms. */
export function cpuTimeMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Waits until the process used under 50 ms of CPU in a second (at most `seconds`). */
export async function untilIdle(pid, seconds = 90) {
  for (let i = 0; i < seconds; i++) {
    const before = cpuTimeMs(pid);
    if (before === null) return;
    await new Promise((r) => setTimeout(r, 1000));
    if (cpuTimeMs(pid) - before < 50) return;
  }
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

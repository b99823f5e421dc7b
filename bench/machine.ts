import fs from 'node:fs';
import os from 'node:os';

/**
 * One line on the machine a benchmark runs on, printed first, as its figures depend on it: the cores, the load
 * average, and whether Linux's autogroup is on. With autogroup, each session's processes share the cores as one
 * group whatever their nice, so work in another terminal at `nice -n 19` still takes its group's share of the
 * benchmark's cores (docs/performance.md, "The machine and how to read the figures").
 */
export function describeMachine(): string {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  let autogroup = 'unknown';
  try {
    autogroup = fs.readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1' ? 'on' : 'off';
  } catch {
    // Not Linux, or no autogroup in this kernel.
  }
  const warning =
    autogroup === 'on'
      ? ' (other sessions take their share of the cores whatever their nice: `echo 0 > /proc/sys/kernel/sched_autogroup_enabled` as root for steadier figures)'
      : '';
  return `machine: ${os.availableParallelism()} cores, load average ${load}, autogroup ${autogroup}${warning}`;
}

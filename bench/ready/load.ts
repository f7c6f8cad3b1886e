import { availableParallelism, loadavg } from 'node:os';

/** The machine's load when a figure was taken: the 1- and 5-minute load averages and the core count. */
export interface Load {
  one: number;
  five: number;
  cores: number;
}

export function currentLoad(): Load {
  const [one = 0, five = 0] = loadavg();
  return { one, five, cores: availableParallelism() };
}

export const describeLoad = (load: Load): string =>
  `${load.one.toFixed(2)} / ${load.five.toFixed(2)} (1 / 5 min) on ${load.cores} cores`;

/**
 * A warning when the machine ran more than it has cores at the start or the end of the run:
 * the browser, the server and other processes then wait for a core, and the times measure the
 * queue as much as Payframe. Null when neither was over.
 */
export function loadWarning(start: Load, end: Load): string | null {
  const busiest = Math.max(start.one, end.one);
  if (busiest <= start.cores) return null;
  return `WARNING: load average ${busiest.toFixed(2)} above the ${start.cores} cores: these times are not comparable with runs on an idle machine.`;
}

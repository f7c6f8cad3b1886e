/**
 * The Prometheus text exposition format (version 0.0.4), written by hand: a counter and a
 * histogram are all the server needs, and the format is a few lines of text.
 */

export type Labels = Record<string, string>;

export const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** A label value with its backslashes, quotes and newlines escaped. */
function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

export function labelText(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([name, value]) => `${name}="${escapeLabel(value)}"`).join(',')}}`;
}

function keyOf(labels: Labels): string {
  return JSON.stringify(Object.entries(labels));
}

function header(name: string, help: string, type: 'counter' | 'gauge' | 'histogram'): string {
  return `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`;
}

export class Counter {
  readonly #values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(labels: Labels, by = 1): void {
    const key = keyOf(labels);
    const entry = this.#values.get(key) ?? { labels, value: 0 };
    entry.value += by;
    this.#values.set(key, entry);
  }

  render(): string {
    let text = header(this.name, this.help, 'counter');
    for (const { labels, value } of this.#values.values())
      text += `${this.name}${labelText(labels)} ${value}\n`;
    return text;
  }
}

/** Seconds, in buckets from 5 ms to 10 s: an API call, not a batch job. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class Histogram {
  readonly #series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly buckets: readonly number[] = DURATION_BUCKETS,
  ) {}

  observe(labels: Labels, value: number): void {
    const key = keyOf(labels);
    const series = this.#series.get(key) ?? {
      labels,
      counts: this.buckets.map(() => 0),
      sum: 0,
      count: 0,
    };
    this.buckets.forEach((bound, i) => {
      if (value <= bound) series.counts[i]! += 1;
    });
    series.sum += value;
    series.count += 1;
    this.#series.set(key, series);
  }

  render(): string {
    let text = header(this.name, this.help, 'histogram');
    for (const { labels, counts, sum, count } of this.#series.values()) {
      this.buckets.forEach((bound, i) => {
        text += `${this.name}_bucket${labelText({ ...labels, le: String(bound) })} ${counts[i]}\n`;
      });
      text += `${this.name}_bucket${labelText({ ...labels, le: '+Inf' })} ${count}\n`;
      text += `${this.name}_sum${labelText(labels)} ${sum}\n`;
      text += `${this.name}_count${labelText(labels)} ${count}\n`;
    }
    return text;
  }
}

/** A gauge read at scrape time (from the database): its samples are given, not kept. */
export function renderGauge(
  name: string,
  help: string,
  samples: { labels: Labels; value: number }[],
): string {
  let text = header(name, help, 'gauge');
  for (const { labels, value } of samples) text += `${name}${labelText(labels)} ${value}\n`;
  return text;
}

/** Latency samples (milliseconds) and what the bench prints of them. */
export class Samples {
  readonly #values: number[] = [];
  errors = 0;
  /** The first error's description, to say what went wrong. */
  firstError: string | undefined;

  add(ms: number): void {
    this.#values.push(ms);
  }

  fail(description: string): void {
    this.errors++;
    this.firstError ??= description;
  }

  get count(): number {
    return this.#values.length;
  }

  percentile(p: number): number {
    if (this.#values.length === 0) return Number.NaN;
    const sorted = Float64Array.from(this.#values).sort();
    const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
    return sorted[index]!;
  }
}

export function formatTable(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(headers),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

export const ms = (value: number): string => (Number.isNaN(value) ? '-' : value.toFixed(1));

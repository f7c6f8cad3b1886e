/** Events per id within a sliding window, in memory, bounded in size. */
export class SlidingCounts {
  readonly #events = new Map<string, number[]>();

  constructor(private readonly windowSeconds: number) {}

  count(id: string, now = Date.now()): number {
    return this.#recent(id, now).length;
  }

  add(id: string, now = Date.now()): void {
    // A flood of ids starts the count over rather than growing without end.
    if (this.#events.size > 100_000) this.#events.clear();
    const list = this.#recent(id, now);
    list.push(now);
    this.#events.set(id, list.slice(-10_000));
  }

  #recent(id: string, now: number): number[] {
    const since = now - this.windowSeconds * 1000;
    const kept = (this.#events.get(id) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.#events.delete(id);
    else this.#events.set(id, kept);
    return kept;
  }
}

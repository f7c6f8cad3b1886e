import type { AppContext } from './app-context.js';

/** Work that runs beside the API: webhook delivery, pruning of old idempotency keys. */
export interface BackgroundTask {
  name: string;
  start(app: AppContext): void;
  /** Resolves when the task has finished what it was doing. */
  stop(): Promise<void>;
  /** Called after a commit that may have given the task work. */
  notify?(topic: 'events'): void;
}

/**
 * How many times each named worker loop has run in this process, by outcome: what the
 * metrics page reports as worker task runs.
 */
export const tickerRuns = new Map<string, { ok: number; error: number }>();

function countRun(name: string | undefined, outcome: 'ok' | 'error'): void {
  if (!name) return;
  const runs = tickerRuns.get(name) ?? { ok: 0, error: 0 };
  runs[outcome] += 1;
  tickerRuns.set(name, runs);
}

/**
 * Runs `tick` every `intervalMs` and on `poke()`, never two at once, and stops cleanly. With
 * `minGapMs`, a run a poke asks for starts no sooner than that after the previous run began:
 * under load, pokes from hundreds of commits a second then cost one run each gap, not one each.
 */
export class Ticker {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  #lastStart = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly intervalMs: number,
    private readonly tick: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
    /** Names the loop in the worker metrics. */
    private readonly name?: string,
    private readonly minGapMs = 0,
  ) {}

  start(): void {
    this.#stopped = false;
    this.#schedule(0);
  }

  poke(): void {
    if (this.#stopped) return;
    if (this.#running) this.#again = true;
    else this.#schedule(this.#gapLeft());
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  #schedule(delay: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#run(), delay);
    this.#timer.unref();
  }

  #gapLeft(): number {
    return Math.max(0, this.#lastStart + this.minGapMs - Date.now());
  }

  #run(): void {
    if (this.#stopped || this.#running) return;
    this.#lastStart = Date.now();
    this.#running = this.tick()
      .then(
        () => countRun(this.name, 'ok'),
        (error) => {
          countRun(this.name, 'error');
          this.onError(error);
        },
      )
      .finally(() => {
        this.#running = undefined;
        if (this.#stopped) return;
        const again = this.#again;
        this.#again = false;
        this.#schedule(again ? this.#gapLeft() : this.intervalMs);
      });
  }
}

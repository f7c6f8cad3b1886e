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

/** Runs `tick` every `intervalMs` and on `poke()`, never two at once, and stops cleanly. */
export class Ticker {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;

  constructor(
    private readonly intervalMs: number,
    private readonly tick: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.#stopped = false;
    this.#schedule(0);
  }

  poke(): void {
    if (this.#stopped) return;
    if (this.#running) this.#again = true;
    else this.#schedule(0);
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

  #run(): void {
    if (this.#stopped || this.#running) return;
    this.#running = this.tick()
      .catch(this.onError)
      .finally(() => {
        this.#running = undefined;
        if (this.#stopped) return;
        const again = this.#again;
        this.#again = false;
        this.#schedule(again ? 0 : this.intervalMs);
      });
  }
}

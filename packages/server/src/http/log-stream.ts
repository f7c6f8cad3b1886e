/**
 * Where the server's log lines go: stdout, in one write per turn of the event loop instead
 * of one per line. Each write is a system call, and a synchronous one per request cost
 * more CPU than the request's SQL (measured by bench/api.ts). Lines still leave within the
 * same turn, and whatever is pending is written out when the process exits.
 */
export class BatchedLogStream {
  #pending: string[] = [];
  #scheduled = false;

  constructor(private readonly out: { write(text: string): unknown } = process.stdout) {
    process.once('exit', () => this.flush());
  }

  write(line: string): boolean {
    this.#pending.push(line);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.flush());
    }
    return true;
  }

  flush(): void {
    this.#scheduled = false;
    if (this.#pending.length === 0) return;
    const text = this.#pending.join('');
    this.#pending = [];
    this.out.write(text);
  }
}
